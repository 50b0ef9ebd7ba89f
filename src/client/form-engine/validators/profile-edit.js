// Generated from schemas/entities/profile-edit/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
import * as cjs1 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Edit Profile","description":"The signed-in member's own details (spec 1 sections 2.9 and 3; openapi ProfileUpdateInput). The image field holds the chosen file's name; the file itself is sent in the multipart body.","type":"object","required":["display_name","full_name","mobile"],"additionalProperties":false,"properties":{"image":{"type":"string","title":"Profile Image"},"display_name":{"type":"string","minLength":1,"maxLength":100,"title":"Display Name"},"full_name":{"type":"string","minLength":1,"maxLength":200,"title":"Full Name"},"birth_day":{"type":"string","format":"date","title":"Birthday"},"gender":{"type":"string","title":"Gender","enum":["Male","Female","Preferred not to say"]},"spouse":{"type":"string","maxLength":100,"title":"Spouse"},"suffix":{"type":"string","maxLength":30,"title":"Suffix"},"title":{"type":"string","title":"Title","enum":["Mr","Ms","Miss","Mrs","Dr","Prof"]},"mobile":{"type":"string","minLength":1,"maxLength":20,"title":"Mobile"},"email":{"type":"string","format":"email","maxLength":254,"title":"Email"}},"$id":"2d6a4ab9"};
const func2 = Object.prototype.hasOwnProperty;
const func3 = interop(cjs0).default;
const formats0 = interop(cjs1).fullFormats.date;
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2d6a4ab9" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.display_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "display_name"},message:"must have required property '"+"display_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.full_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "full_name"},message:"must have required property '"+"full_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.mobile === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mobile"},message:"must have required property '"+"mobile"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.image !== undefined){
let data0 = data.image;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.image.type,parentSchema:schema11.properties.image,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.display_name !== undefined){
let data1 = data.display_name;
if(typeof data1 === "string"){
if(func3(data1) > 100){
const err5 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.display_name,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func3(data1) < 1){
const err6 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.display_name,data:data1};
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
const err7 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.display_name.type,parentSchema:schema11.properties.display_name,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.full_name !== undefined){
let data2 = data.full_name;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err8 = {instancePath:instancePath+"/full_name",schemaPath:"#/properties/full_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.full_name,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func3(data2) < 1){
const err9 = {instancePath:instancePath+"/full_name",schemaPath:"#/properties/full_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.full_name,data:data2};
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
const err10 = {instancePath:instancePath+"/full_name",schemaPath:"#/properties/full_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.full_name.type,parentSchema:schema11.properties.full_name,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.birth_day !== undefined){
let data3 = data.birth_day;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err11 = {instancePath:instancePath+"/birth_day",schemaPath:"#/properties/birth_day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.birth_day,data:data3};
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
const err12 = {instancePath:instancePath+"/birth_day",schemaPath:"#/properties/birth_day/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.birth_day.type,parentSchema:schema11.properties.birth_day,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.gender !== undefined){
let data4 = data.gender;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.gender.type,parentSchema:schema11.properties.gender,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data4 === "Male") || (data4 === "Female")) || (data4 === "Preferred not to say"))){
const err14 = {instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/enum",keyword:"enum",params:{allowedValues: schema11.properties.gender.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.gender.enum,parentSchema:schema11.properties.gender,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.spouse !== undefined){
let data5 = data.spouse;
if(typeof data5 === "string"){
if(func3(data5) > 100){
const err15 = {instancePath:instancePath+"/spouse",schemaPath:"#/properties/spouse/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.spouse,data:data5};
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
const err16 = {instancePath:instancePath+"/spouse",schemaPath:"#/properties/spouse/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.spouse.type,parentSchema:schema11.properties.spouse,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.suffix !== undefined){
let data6 = data.suffix;
if(typeof data6 === "string"){
if(func3(data6) > 30){
const err17 = {instancePath:instancePath+"/suffix",schemaPath:"#/properties/suffix/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema11.properties.suffix,data:data6};
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
const err18 = {instancePath:instancePath+"/suffix",schemaPath:"#/properties/suffix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.suffix.type,parentSchema:schema11.properties.suffix,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.title !== undefined){
let data7 = data.title;
if(typeof data7 !== "string"){
const err19 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.title.type,parentSchema:schema11.properties.title,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((((((data7 === "Mr") || (data7 === "Ms")) || (data7 === "Miss")) || (data7 === "Mrs")) || (data7 === "Dr")) || (data7 === "Prof"))){
const err20 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/enum",keyword:"enum",params:{allowedValues: schema11.properties.title.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.title.enum,parentSchema:schema11.properties.title,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.mobile !== undefined){
let data8 = data.mobile;
if(typeof data8 === "string"){
if(func3(data8) > 20){
const err21 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.mobile,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func3(data8) < 1){
const err22 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.mobile,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.mobile.type,parentSchema:schema11.properties.mobile,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.email !== undefined){
let data9 = data.email;
if(typeof data9 === "string"){
if(func3(data9) > 254){
const err24 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.email,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats2.test(data9))){
const err25 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "2d6a4ab9": validate10,
};
