// Generated from schemas/activities/MJF_CONTRIBUTION/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
import * as cjs1 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Contribution Towards MJF","description":"One contribution of a member towards a Melvin Jones Fellowship (MJF); the form adds entries one by one, each with an application copy and a payment slip (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["member_id"],"properties":{"member_id":{"title":"Member","type":"string","format":"uuid","description":"A member of the district, by uuid.","x-member":true},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"document1":{"title":"Application Copy","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document2":{"title":"Payment Slip","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."}},"$id":"-71e4a2b1"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats2 = interop(cjs0).fullFormats.date;
const func2 = interop(cjs1).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-71e4a2b1" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.member_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "member_id"},message:"must have required property '"+"member_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "member_id") || (key0 === "date")) || (key0 === "document1")) || (key0 === "document2"))){
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
if(data.member_id !== undefined){
let data0 = data.member_id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err2 = {instancePath:instancePath+"/member_id",schemaPath:"#/properties/member_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.member_id,data:data0};
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
const err3 = {instancePath:instancePath+"/member_id",schemaPath:"#/properties/member_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.member_id.type,parentSchema:schema11.properties.member_id,data:data0};
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
if(!(formats2.validate(data1))){
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
if(data.document1 !== undefined){
let data2 = data.document1;
if(typeof data2 === "string"){
if(func2(data2) > 255){
const err6 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.document2 !== undefined){
let data3 = data.document2;
if(typeof data3 === "string"){
if(func2(data3) > 255){
const err8 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document2,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document2.type,parentSchema:schema11.properties.document2,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "-71e4a2b1": validate10,
};
