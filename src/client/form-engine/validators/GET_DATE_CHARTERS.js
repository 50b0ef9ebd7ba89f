// Generated from schemas/activities/GET_DATE_CHARTERS/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Get Date for Charter","description":"The District Governor's confirmation of the date of the club's charter night (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["dg_confirmation"],"properties":{"dg_confirmation":{"title":"District Governor Confirmed the Date","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"date":{"title":"Charter Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."}},"$id":"53ed261d"};
const formats0 = interop(cjs0).fullFormats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="53ed261d" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dg_confirmation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dg_confirmation"},message:"must have required property '"+"dg_confirmation"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "dg_confirmation") || (key0 === "date"))){
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
if(data.dg_confirmation !== undefined){
let data0 = data.dg_confirmation;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/dg_confirmation",schemaPath:"#/properties/dg_confirmation/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.dg_confirmation.type,parentSchema:schema11.properties.dg_confirmation,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err3 = {instancePath:instancePath+"/dg_confirmation",schemaPath:"#/properties/dg_confirmation/enum",keyword:"enum",params:{allowedValues: schema11.properties.dg_confirmation.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.dg_confirmation.enum,parentSchema:schema11.properties.dg_confirmation,data:data0};
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
  "53ed261d": validate10,
};
