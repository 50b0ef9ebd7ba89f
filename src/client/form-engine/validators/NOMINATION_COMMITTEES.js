// Generated from schemas/activities/NOMINATION_COMMITTEES/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Appointment of Nomination Committee","description":"The club board's appointment of the nomination committee for next year's officers (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["date"],"properties":{"nomination_committee":{"title":"Nomination Committee Appointed","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"members":{"title":"Nomination Committee Members","type":"array","items":{"type":"string","format":"uuid"},"uniqueItems":true,"maxItems":500,"description":"Members, by uuid (sent as members[0], members[1], ...).","x-member":true}},"$id":"-495c6be3"};
const formats0 = interop(cjs0).fullFormats.date;
const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-495c6be3" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "nomination_committee") || (key0 === "date")) || (key0 === "members"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.nomination_committee !== undefined){
let data0 = data.nomination_committee;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/nomination_committee",schemaPath:"#/properties/nomination_committee/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.nomination_committee.type,parentSchema:schema11.properties.nomination_committee,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err3 = {instancePath:instancePath+"/nomination_committee",schemaPath:"#/properties/nomination_committee/enum",keyword:"enum",params:{allowedValues: schema11.properties.nomination_committee.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.nomination_committee.enum,parentSchema:schema11.properties.nomination_committee,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err4 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date.type,parentSchema:schema11.properties.date,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.members !== undefined){
let data2 = data.members;
if(Array.isArray(data2)){
if(data2.length > 500){
const err6 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema11.properties.members,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(!(formats2.test(data3))){
const err7 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/properties/members/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.members.items,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/properties/members/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.members.items.type,parentSchema:schema11.properties.members.items,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err9 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.members,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err10 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.members.type,parentSchema:schema11.properties.members,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "-495c6be3": validate10,
};
