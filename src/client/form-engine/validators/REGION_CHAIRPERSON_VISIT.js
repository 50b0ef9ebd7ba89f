// Generated from schemas/activities/REGION_CHAIRPERSON_VISIT/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Visit of Region Chairperson","description":"The region chairperson's official visit to the club (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["date"],"properties":{"member_id":{"title":"Region Chairperson","type":"string","format":"uuid","description":"A member of the district, by uuid.","x-member":true},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"is_before_date":{"title":"Before end of October","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."}},"$id":"-55450157"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats2 = interop(cjs0).fullFormats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-55450157" */;
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
if(!(((key0 === "member_id") || (key0 === "date")) || (key0 === "is_before_date"))){
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
if(data.is_before_date !== undefined){
let data2 = data.is_before_date;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err6 = {instancePath:instancePath+"/is_before_date",schemaPath:"#/properties/is_before_date/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.is_before_date.type,parentSchema:schema11.properties.is_before_date,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data2 === 0) || (data2 === 1))){
const err7 = {instancePath:instancePath+"/is_before_date",schemaPath:"#/properties/is_before_date/enum",keyword:"enum",params:{allowedValues: schema11.properties.is_before_date.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.is_before_date.enum,parentSchema:schema11.properties.is_before_date,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "-55450157": validate10,
};
