// Generated from schemas/activities/DUES_FOR_SECOND_HALVES/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
import * as cjs1 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"International Dues for 2nd Half and Leo Club Dues","description":"Payment of the second-half international dues and the Leo club dues (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["paid"],"properties":{"paid":{"title":"Paid","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"no":{"title":"Cheque No / Cash Deposit Slip","type":"string","maxLength":255}},"$id":"-7b59f232"};
const formats0 = interop(cjs0).fullFormats.date;
const func2 = interop(cjs1).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7b59f232" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.paid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paid"},message:"must have required property '"+"paid"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "paid") || (key0 === "date")) || (key0 === "no"))){
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
if(data.paid !== undefined){
let data0 = data.paid;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/paid",schemaPath:"#/properties/paid/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.paid.type,parentSchema:schema11.properties.paid,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err3 = {instancePath:instancePath+"/paid",schemaPath:"#/properties/paid/enum",keyword:"enum",params:{allowedValues: schema11.properties.paid.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.paid.enum,parentSchema:schema11.properties.paid,data:data0};
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
if(data.no !== undefined){
let data2 = data.no;
if(typeof data2 === "string"){
if(func2(data2) > 255){
const err6 = {instancePath:instancePath+"/no",schemaPath:"#/properties/no/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.no,data:data2};
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
const err7 = {instancePath:instancePath+"/no",schemaPath:"#/properties/no/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.no.type,parentSchema:schema11.properties.no,data:data2};
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
  "-7b59f232": validate10,
};
