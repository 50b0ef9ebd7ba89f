// Generated from schemas/activities/REGISTERED_FOR_CONVENTIONS/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
import * as cjs1 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Lions Registration for District Convention","description":"The club's members registered for the district convention, with the payment proof (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["date"],"properties":{"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"members":{"title":"Registered Members","type":"array","items":{"type":"string","format":"uuid"},"uniqueItems":true,"maxItems":500,"description":"Members, by uuid (sent as members[0], members[1], ...).","x-member":true},"document1":{"title":"Payment Proof","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."}},"$id":"-35fe1505"};
const formats0 = interop(cjs0).fullFormats.date;
const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const func2 = interop(cjs1).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-35fe1505" */;
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
if(!(((key0 === "date") || (key0 === "members")) || (key0 === "document1"))){
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
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err2 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date.type,parentSchema:schema11.properties.date,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.members !== undefined){
let data1 = data.members;
if(Array.isArray(data1)){
if(data1.length > 500){
const err4 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema11.properties.members,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!(formats2.test(data2))){
const err5 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/properties/members/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.members.items,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/properties/members/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.members.items.type,parentSchema:schema11.properties.members.items,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err7 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.members,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err8 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.members.type,parentSchema:schema11.properties.members,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.document1 !== undefined){
let data3 = data.document1;
if(typeof data3 === "string"){
if(func2(data3) > 255){
const err9 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data3};
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
  "-35fe1505": validate10,
};
