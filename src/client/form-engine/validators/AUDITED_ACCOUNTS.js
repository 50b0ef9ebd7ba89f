// Generated from schemas/activities/AUDITED_ACCOUNTS/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Audited Account","description":"The club's audited accounts: approval and submission to the cabinet and the region (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["date_of_approval"],"properties":{"date_of_approval":{"title":"Date of Approval","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"date_of_submission_cabinet":{"title":"Date of Submission to the Cabinet","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"date_of_submission_region":{"title":"Date of Submission to the Region","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."}},"$id":"6d81a721"};
const formats0 = interop(cjs0).fullFormats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6d81a721" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date_of_approval === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_of_approval"},message:"must have required property '"+"date_of_approval"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "date_of_approval") || (key0 === "date_of_submission_cabinet")) || (key0 === "date_of_submission_region"))){
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
if(data.date_of_approval !== undefined){
let data0 = data.date_of_approval;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err2 = {instancePath:instancePath+"/date_of_approval",schemaPath:"#/properties/date_of_approval/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date_of_approval,data:data0};
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
const err3 = {instancePath:instancePath+"/date_of_approval",schemaPath:"#/properties/date_of_approval/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date_of_approval.type,parentSchema:schema11.properties.date_of_approval,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.date_of_submission_cabinet !== undefined){
let data1 = data.date_of_submission_cabinet;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err4 = {instancePath:instancePath+"/date_of_submission_cabinet",schemaPath:"#/properties/date_of_submission_cabinet/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date_of_submission_cabinet,data:data1};
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
const err5 = {instancePath:instancePath+"/date_of_submission_cabinet",schemaPath:"#/properties/date_of_submission_cabinet/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date_of_submission_cabinet.type,parentSchema:schema11.properties.date_of_submission_cabinet,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.date_of_submission_region !== undefined){
let data2 = data.date_of_submission_region;
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err6 = {instancePath:instancePath+"/date_of_submission_region",schemaPath:"#/properties/date_of_submission_region/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date_of_submission_region,data:data2};
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
const err7 = {instancePath:instancePath+"/date_of_submission_region",schemaPath:"#/properties/date_of_submission_region/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date_of_submission_region.type,parentSchema:schema11.properties.date_of_submission_region,data:data2};
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
  "6d81a721": validate10,
};
