// Generated from schemas/activities/DISTRICT_DUES/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
import * as cjs1 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"District Dues","description":"The club's payment of district dues for the first half of the Lions year (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["paid"],"properties":{"paid":{"title":"Paid","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"amount":{"title":"Amount (Rs.)","type":"number","minimum":0,"maximum":1000000000,"description":"An amount in rupees (Rs.)."},"bank":{"title":"Bank","type":"string","maxLength":255},"payment_comment":{"title":"Cheque No / Cash Deposit Slip","type":"string","maxLength":255}},"$id":"-32960502"};
const formats0 = interop(cjs0).fullFormats.date;
const func2 = interop(cjs1).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-32960502" */;
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
if(!(((((key0 === "paid") || (key0 === "date")) || (key0 === "amount")) || (key0 === "bank")) || (key0 === "payment_comment"))){
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
if(data.amount !== undefined){
let data2 = data.amount;
if(typeof data2 == "number"){
if(data2 > 1000000000 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema11.properties.amount,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.amount,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.amount.type,parentSchema:schema11.properties.amount,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.bank !== undefined){
let data3 = data.bank;
if(typeof data3 === "string"){
if(func2(data3) > 255){
const err9 = {instancePath:instancePath+"/bank",schemaPath:"#/properties/bank/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.bank,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/bank",schemaPath:"#/properties/bank/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.bank.type,parentSchema:schema11.properties.bank,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.payment_comment !== undefined){
let data4 = data.payment_comment;
if(typeof data4 === "string"){
if(func2(data4) > 255){
const err11 = {instancePath:instancePath+"/payment_comment",schemaPath:"#/properties/payment_comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.payment_comment,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/payment_comment",schemaPath:"#/properties/payment_comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.payment_comment.type,parentSchema:schema11.properties.payment_comment,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "-32960502": validate10,
};
