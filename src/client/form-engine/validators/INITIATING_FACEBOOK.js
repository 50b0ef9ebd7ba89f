// Generated from schemas/activities/INITIATING_FACEBOOK/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
import * as cjs1 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Initiating a Facebook","description":"The link of the club's Facebook page (spec 2: forms table; sent as JSON).","type":"object","additionalProperties":false,"required":["facebook_link"],"properties":{"facebook_link":{"title":"Facebook Link","minLength":1,"type":"string","format":"uri","maxLength":500}},"$id":"-4ec2ab25"};
const formats0 = interop(cjs0).fullFormats.uri;
const func2 = interop(cjs1).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4ec2ab25" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.facebook_link === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "facebook_link"},message:"must have required property '"+"facebook_link"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "facebook_link")){
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
if(data.facebook_link !== undefined){
let data0 = data.facebook_link;
if(typeof data0 === "string"){
if(func2(data0) > 500){
const err2 = {instancePath:instancePath+"/facebook_link",schemaPath:"#/properties/facebook_link/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.facebook_link,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/facebook_link",schemaPath:"#/properties/facebook_link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.facebook_link,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0(data0))){
const err4 = {instancePath:instancePath+"/facebook_link",schemaPath:"#/properties/facebook_link/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.facebook_link,data:data0};
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
const err5 = {instancePath:instancePath+"/facebook_link",schemaPath:"#/properties/facebook_link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.facebook_link.type,parentSchema:schema11.properties.facebook_link,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "-4ec2ab25": validate10,
};
