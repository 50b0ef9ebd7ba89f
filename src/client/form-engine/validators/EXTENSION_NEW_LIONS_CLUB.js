// Generated from schemas/activities/EXTENSION_NEW_LIONS_CLUB/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
import * as cjs1 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Extension of New Lions Club","description":"A new Lions club (or branch club) extended by the club (spec 2: forms table and submitted fields; sent as JSON).","type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"title":"Name of the Club","minLength":1,"type":"string","maxLength":255},"club_type":{"title":"Club Type","enum":["New Club","Branch Club"],"type":"string","maxLength":255},"date_extended":{"title":"Date Extended","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"chairman":{"title":"Extension Chairman","type":"string","format":"uuid","description":"A member of the district, by uuid.","x-member":true},"number_of_members":{"title":"Number of Members","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"guiding_lion_1":{"title":"Guiding Lion 1","type":"string","format":"uuid","description":"A member of the district, by uuid.","x-member":true},"guiding_lion_2":{"title":"Guiding Lion 2","type":"string","format":"uuid","description":"A member of the district, by uuid.","x-member":true}},"$id":"1380c1d"};
const func2 = interop(cjs0).default;
const formats0 = interop(cjs1).fullFormats.date;
const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1380c1d" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "club_type")) || (key0 === "date_extended")) || (key0 === "chairman")) || (key0 === "number_of_members")) || (key0 === "guiding_lion_1")) || (key0 === "guiding_lion_2"))){
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 255){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data0};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.club_type !== undefined){
let data1 = data.club_type;
if(!((data1 === "New Club") || (data1 === "Branch Club"))){
const err5 = {instancePath:instancePath+"/club_type",schemaPath:"#/properties/club_type/enum",keyword:"enum",params:{allowedValues: schema11.properties.club_type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.club_type.enum,parentSchema:schema11.properties.club_type,data:data1};
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
const err6 = {instancePath:instancePath+"/club_type",schemaPath:"#/properties/club_type/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.club_type,data:data1};
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
const err7 = {instancePath:instancePath+"/club_type",schemaPath:"#/properties/club_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.club_type.type,parentSchema:schema11.properties.club_type,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.date_extended !== undefined){
let data2 = data.date_extended;
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err8 = {instancePath:instancePath+"/date_extended",schemaPath:"#/properties/date_extended/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date_extended,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/date_extended",schemaPath:"#/properties/date_extended/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date_extended.type,parentSchema:schema11.properties.date_extended,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.chairman !== undefined){
let data3 = data.chairman;
if(typeof data3 === "string"){
if(!(formats2.test(data3))){
const err10 = {instancePath:instancePath+"/chairman",schemaPath:"#/properties/chairman/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.chairman,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/chairman",schemaPath:"#/properties/chairman/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.chairman.type,parentSchema:schema11.properties.chairman,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.number_of_members !== undefined){
let data4 = data.number_of_members;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err12 = {instancePath:instancePath+"/number_of_members",schemaPath:"#/properties/number_of_members/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.number_of_members.type,parentSchema:schema11.properties.number_of_members,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 100000 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/number_of_members",schemaPath:"#/properties/number_of_members/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.number_of_members,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/number_of_members",schemaPath:"#/properties/number_of_members/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.number_of_members,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.guiding_lion_1 !== undefined){
let data5 = data.guiding_lion_1;
if(typeof data5 === "string"){
if(!(formats2.test(data5))){
const err15 = {instancePath:instancePath+"/guiding_lion_1",schemaPath:"#/properties/guiding_lion_1/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.guiding_lion_1,data:data5};
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
const err16 = {instancePath:instancePath+"/guiding_lion_1",schemaPath:"#/properties/guiding_lion_1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.guiding_lion_1.type,parentSchema:schema11.properties.guiding_lion_1,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.guiding_lion_2 !== undefined){
let data6 = data.guiding_lion_2;
if(typeof data6 === "string"){
if(!(formats2.test(data6))){
const err17 = {instancePath:instancePath+"/guiding_lion_2",schemaPath:"#/properties/guiding_lion_2/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.guiding_lion_2,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/guiding_lion_2",schemaPath:"#/properties/guiding_lion_2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.guiding_lion_2.type,parentSchema:schema11.properties.guiding_lion_2,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "1380c1d": validate10,
};
