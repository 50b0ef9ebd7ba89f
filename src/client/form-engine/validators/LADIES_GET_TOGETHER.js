// Generated from schemas/activities/LADIES_GET_TOGETHER/schema.json by `npm run schemas:compile`. Do not edit.

const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Ladies Get Together","description":"The club's Lion ladies at the district ladies get together (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["no_of_Lion_ladies"],"properties":{"no_of_Lion_ladies":{"title":"Number of Lion Ladies","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."}},"$id":"708b669"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="708b669" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.no_of_Lion_ladies === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "no_of_Lion_ladies"},message:"must have required property '"+"no_of_Lion_ladies"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "no_of_Lion_ladies")){
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
if(data.no_of_Lion_ladies !== undefined){
let data0 = data.no_of_Lion_ladies;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/no_of_Lion_ladies",schemaPath:"#/properties/no_of_Lion_ladies/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_Lion_ladies.type,parentSchema:schema11.properties.no_of_Lion_ladies,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 100000 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/no_of_Lion_ladies",schemaPath:"#/properties/no_of_Lion_ladies/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_Lion_ladies,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/no_of_Lion_ladies",schemaPath:"#/properties/no_of_Lion_ladies/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_Lion_ladies,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "708b669": validate10,
};
