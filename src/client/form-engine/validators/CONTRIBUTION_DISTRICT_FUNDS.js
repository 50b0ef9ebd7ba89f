// Generated from schemas/activities/CONTRIBUTION_DISTRICT_FUNDS/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Contribution for the District Fund","description":"The club's contribution to the district fund, by payment type (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["contribution"],"properties":{"contribution":{"title":"Contribution (Rs.)","type":"number","minimum":0,"maximum":1000000000,"description":"An amount in rupees (Rs.)."},"category":{"title":"Payment Type","enum":["District Directory Advertisement","District Get to Gather","Fundraiser Ticket","District other Events Tickets","Honoring of Past District Governors","MJF Night","District Event Contributions","Contributions in Kind & Special Donations (DG Special Recognition)","Other"],"type":"string","maxLength":255}},"$id":"265168e1"};
const func2 = interop(cjs0).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="265168e1" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.contribution === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contribution"},message:"must have required property '"+"contribution"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "contribution") || (key0 === "category"))){
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
if(data.contribution !== undefined){
let data0 = data.contribution;
if(typeof data0 == "number"){
if(data0 > 1000000000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/contribution",schemaPath:"#/properties/contribution/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema11.properties.contribution,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/contribution",schemaPath:"#/properties/contribution/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.contribution,data:data0};
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
const err4 = {instancePath:instancePath+"/contribution",schemaPath:"#/properties/contribution/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.contribution.type,parentSchema:schema11.properties.contribution,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.category !== undefined){
let data1 = data.category;
if(!(((((((((data1 === "District Directory Advertisement") || (data1 === "District Get to Gather")) || (data1 === "Fundraiser Ticket")) || (data1 === "District other Events Tickets")) || (data1 === "Honoring of Past District Governors")) || (data1 === "MJF Night")) || (data1 === "District Event Contributions")) || (data1 === "Contributions in Kind & Special Donations (DG Special Recognition)")) || (data1 === "Other"))){
const err5 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema11.properties.category.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.category.enum,parentSchema:schema11.properties.category,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(func2(data1) > 255){
const err6 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.category,data:data1};
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
const err7 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.category.type,parentSchema:schema11.properties.category,data:data1};
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
  "265168e1": validate10,
};
