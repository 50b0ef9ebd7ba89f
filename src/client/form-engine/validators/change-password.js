// Generated from schemas/entities/change-password/schema.json by `npm run schemas:compile`. Do not edit.

const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Change Password","description":"The old and the new password (spec 1 sections 2.9 and 5): no check before sending; the server answers what is wrong.","type":"object","additionalProperties":false,"properties":{"old_password":{"type":"string","title":"Old Password"},"password":{"type":"string","title":"New Password"},"password_confirmation":{"type":"string","title":"Confirm New Password"}},"$id":"58ceb8c6"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="58ceb8c6" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "old_password") || (key0 === "password")) || (key0 === "password_confirmation"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.old_password !== undefined){
let data0 = data.old_password;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/old_password",schemaPath:"#/properties/old_password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.old_password.type,parentSchema:schema11.properties.old_password,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.password.type,parentSchema:schema11.properties.password,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.password_confirmation !== undefined){
let data2 = data.password_confirmation;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/password_confirmation",schemaPath:"#/properties/password_confirmation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.password_confirmation.type,parentSchema:schema11.properties.password_confirmation,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "58ceb8c6": validate10,
};
