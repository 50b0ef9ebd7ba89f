// Generated from schemas/activities/REPORT_CEP_WORKSHOP/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
import * as cjs1 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Participation for Club Excellence Process (CEP) Workshop","description":"The club's participation at a Club Excellence Process (CEP) workshop (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["venue"],"properties":{"venue":{"title":"Venue","minLength":1,"type":"string","maxLength":255},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"is_organized_by_club":{"title":"Organized by the Club","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"no_of_lions_members":{"title":"Number of Lions Members","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"no_of_lions_ladies":{"title":"Number of Lions Ladies","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."}},"$id":"4bb09f7a"};
const func2 = interop(cjs0).default;
const formats0 = interop(cjs1).fullFormats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="4bb09f7a" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.venue === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "venue"},message:"must have required property '"+"venue"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "venue") || (key0 === "date")) || (key0 === "is_organized_by_club")) || (key0 === "no_of_lions_members")) || (key0 === "no_of_lions_ladies"))){
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
if(data.venue !== undefined){
let data0 = data.venue;
if(typeof data0 === "string"){
if(func2(data0) > 255){
const err2 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.venue,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.venue,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.venue.type,parentSchema:schema11.properties.venue,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err5 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date,data:data1};
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
const err6 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date.type,parentSchema:schema11.properties.date,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.is_organized_by_club !== undefined){
let data2 = data.is_organized_by_club;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err7 = {instancePath:instancePath+"/is_organized_by_club",schemaPath:"#/properties/is_organized_by_club/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.is_organized_by_club.type,parentSchema:schema11.properties.is_organized_by_club,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === 0) || (data2 === 1))){
const err8 = {instancePath:instancePath+"/is_organized_by_club",schemaPath:"#/properties/is_organized_by_club/enum",keyword:"enum",params:{allowedValues: schema11.properties.is_organized_by_club.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.is_organized_by_club.enum,parentSchema:schema11.properties.is_organized_by_club,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.no_of_lions_members !== undefined){
let data3 = data.no_of_lions_members;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err9 = {instancePath:instancePath+"/no_of_lions_members",schemaPath:"#/properties/no_of_lions_members/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_lions_members.type,parentSchema:schema11.properties.no_of_lions_members,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 100000 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/no_of_lions_members",schemaPath:"#/properties/no_of_lions_members/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_lions_members,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/no_of_lions_members",schemaPath:"#/properties/no_of_lions_members/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_lions_members,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.no_of_lions_ladies !== undefined){
let data4 = data.no_of_lions_ladies;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err12 = {instancePath:instancePath+"/no_of_lions_ladies",schemaPath:"#/properties/no_of_lions_ladies/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_lions_ladies.type,parentSchema:schema11.properties.no_of_lions_ladies,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 100000 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/no_of_lions_ladies",schemaPath:"#/properties/no_of_lions_ladies/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_lions_ladies,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/no_of_lions_ladies",schemaPath:"#/properties/no_of_lions_ladies/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_lions_ladies,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "4bb09f7a": validate10,
};
