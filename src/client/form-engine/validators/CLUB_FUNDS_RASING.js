// Generated from schemas/activities/CLUB_FUNDS_RASING/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Club Funds Raising Programme","description":"A fund raising programme held by the club, with its revenue, expenditure and profit (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["venue"],"properties":{"venue":{"title":"Venue","minLength":1,"type":"string","maxLength":255},"type":{"title":"Type","enum":["Musical Show","Drama","Cultural Event","Other"],"type":"string","maxLength":255},"revenue":{"title":"Total Revenue (Rs.)","type":"number","minimum":0,"maximum":1000000000,"description":"An amount in rupees (Rs.)."},"expenditure":{"title":"Total Expenditure (Rs.)","type":"number","minimum":0,"maximum":1000000000,"description":"An amount in rupees (Rs.)."},"profit":{"title":"Net Profit (Rs.)","type":"number","minimum":0,"maximum":1000000000,"description":"An amount in rupees (Rs.)."}},"$id":"-68458cff"};
const func2 = interop(cjs0).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-68458cff" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.venue === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "venue"},message:"must have required property '"+"venue"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "venue") || (key0 === "type")) || (key0 === "revenue")) || (key0 === "expenditure")) || (key0 === "profit"))){
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
if(data.venue !== undefined){
let data0 = data.venue;
if(typeof data0 === "string"){
if(func2(data0) > 255){
const err2 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.venue,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.venue,data:data0};
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
const err4 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.venue.type,parentSchema:schema11.properties.venue,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(!((((data1 === "Musical Show") || (data1 === "Drama")) || (data1 === "Cultural Event")) || (data1 === "Other"))){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.type.enum,parentSchema:schema11.properties.type,data:data1};
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
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.type,data:data1};
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
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.type.type,parentSchema:schema11.properties.type,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.revenue !== undefined){
let data2 = data.revenue;
if(typeof data2 == "number"){
if(data2 > 1000000000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/revenue",schemaPath:"#/properties/revenue/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema11.properties.revenue,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/revenue",schemaPath:"#/properties/revenue/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.revenue,data:data2};
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
const err10 = {instancePath:instancePath+"/revenue",schemaPath:"#/properties/revenue/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.revenue.type,parentSchema:schema11.properties.revenue,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.expenditure !== undefined){
let data3 = data.expenditure;
if(typeof data3 == "number"){
if(data3 > 1000000000 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/expenditure",schemaPath:"#/properties/expenditure/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema11.properties.expenditure,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/expenditure",schemaPath:"#/properties/expenditure/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.expenditure,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/expenditure",schemaPath:"#/properties/expenditure/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.expenditure.type,parentSchema:schema11.properties.expenditure,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.profit !== undefined){
let data4 = data.profit;
if(typeof data4 == "number"){
if(data4 > 1000000000 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/profit",schemaPath:"#/properties/profit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema11.properties.profit,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/profit",schemaPath:"#/properties/profit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.profit,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/profit",schemaPath:"#/properties/profit/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.profit.type,parentSchema:schema11.properties.profit,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "-68458cff": validate10,
};
