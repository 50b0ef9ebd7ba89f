// Generated from schemas/entities/member-create/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
import * as cjs1 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"New Member","description":"A new member of a club and their login identity (spec 1 sections 2.11 and 3; openapi MemberCreateInput).","type":"object","required":["club","international_id","display_name","full_name","mobile","member_since"],"additionalProperties":false,"properties":{"club":{"type":"string","format":"uuid","title":"Club"},"international_id":{"type":"string","minLength":1,"maxLength":20,"title":"International Id"},"title":{"type":"string","title":"Title","enum":["Mr","Ms","Miss","Mrs","Dr","Prof","Other"]},"display_name":{"type":"string","minLength":1,"maxLength":100,"title":"Display Name"},"full_name":{"type":"string","minLength":1,"maxLength":200,"title":"Full Name"},"gender":{"type":"string","title":"Gender","enum":["Male","Female","Preferred not to say"]},"mobile":{"type":"string","minLength":1,"maxLength":20,"title":"Mobile"},"email":{"type":"string","format":"email","maxLength":254,"title":"Email"},"member_type_id":{"type":"integer","minimum":1,"maximum":2147483647,"title":"Member Type"},"member_since":{"type":"string","format":"date","title":"Member Since"},"office_roles":{"type":"array","title":"Office Roles","maxItems":10,"items":{"type":"object","required":["role_code","date_from","date_to"],"additionalProperties":false,"properties":{"role_code":{"type":"string","minLength":1,"maxLength":80,"title":"Office Role"},"date_from":{"type":"string","format":"date","title":"Date From"},"date_to":{"type":"string","format":"date","title":"Date To"}}}},"send_sms":{"type":"boolean","default":true,"title":"Send login details by SMS"}},"$id":"2faab66b"};
const func2 = Object.prototype.hasOwnProperty;
const func3 = interop(cjs0).default;
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats4 = interop(cjs1).fullFormats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2faab66b" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.club === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "club"},message:"must have required property '"+"club"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.international_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "international_id"},message:"must have required property '"+"international_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.display_name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "display_name"},message:"must have required property '"+"display_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.full_name === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "full_name"},message:"must have required property '"+"full_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.mobile === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mobile"},message:"must have required property '"+"mobile"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.member_since === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "member_since"},message:"must have required property '"+"member_since"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.club !== undefined){
let data0 = data.club;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err7 = {instancePath:instancePath+"/club",schemaPath:"#/properties/club/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.club,data:data0};
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
const err8 = {instancePath:instancePath+"/club",schemaPath:"#/properties/club/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.club.type,parentSchema:schema11.properties.club,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.international_id !== undefined){
let data1 = data.international_id;
if(typeof data1 === "string"){
if(func3(data1) > 20){
const err9 = {instancePath:instancePath+"/international_id",schemaPath:"#/properties/international_id/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.international_id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func3(data1) < 1){
const err10 = {instancePath:instancePath+"/international_id",schemaPath:"#/properties/international_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.international_id,data:data1};
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
const err11 = {instancePath:instancePath+"/international_id",schemaPath:"#/properties/international_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.international_id.type,parentSchema:schema11.properties.international_id,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.title.type,parentSchema:schema11.properties.title,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((data2 === "Mr") || (data2 === "Ms")) || (data2 === "Miss")) || (data2 === "Mrs")) || (data2 === "Dr")) || (data2 === "Prof")) || (data2 === "Other"))){
const err13 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/enum",keyword:"enum",params:{allowedValues: schema11.properties.title.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.title.enum,parentSchema:schema11.properties.title,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.display_name !== undefined){
let data3 = data.display_name;
if(typeof data3 === "string"){
if(func3(data3) > 100){
const err14 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.display_name,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func3(data3) < 1){
const err15 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.display_name,data:data3};
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
const err16 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.display_name.type,parentSchema:schema11.properties.display_name,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.full_name !== undefined){
let data4 = data.full_name;
if(typeof data4 === "string"){
if(func3(data4) > 200){
const err17 = {instancePath:instancePath+"/full_name",schemaPath:"#/properties/full_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.full_name,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func3(data4) < 1){
const err18 = {instancePath:instancePath+"/full_name",schemaPath:"#/properties/full_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.full_name,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/full_name",schemaPath:"#/properties/full_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.full_name.type,parentSchema:schema11.properties.full_name,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.gender !== undefined){
let data5 = data.gender;
if(typeof data5 !== "string"){
const err20 = {instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.gender.type,parentSchema:schema11.properties.gender,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((data5 === "Male") || (data5 === "Female")) || (data5 === "Preferred not to say"))){
const err21 = {instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/enum",keyword:"enum",params:{allowedValues: schema11.properties.gender.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.gender.enum,parentSchema:schema11.properties.gender,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.mobile !== undefined){
let data6 = data.mobile;
if(typeof data6 === "string"){
if(func3(data6) > 20){
const err22 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.mobile,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func3(data6) < 1){
const err23 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.mobile,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.mobile.type,parentSchema:schema11.properties.mobile,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.email !== undefined){
let data7 = data.email;
if(typeof data7 === "string"){
if(func3(data7) > 254){
const err25 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.email,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(formats2.test(data7))){
const err26 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.member_type_id !== undefined){
let data8 = data.member_type_id;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err28 = {instancePath:instancePath+"/member_type_id",schemaPath:"#/properties/member_type_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.member_type_id.type,parentSchema:schema11.properties.member_type_id,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 2147483647 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/member_type_id",schemaPath:"#/properties/member_type_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.member_type_id,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/member_type_id",schemaPath:"#/properties/member_type_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.member_type_id,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.member_since !== undefined){
let data9 = data.member_since;
if(typeof data9 === "string"){
if(!(formats4.validate(data9))){
const err31 = {instancePath:instancePath+"/member_since",schemaPath:"#/properties/member_since/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.member_since,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/member_since",schemaPath:"#/properties/member_since/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.member_since.type,parentSchema:schema11.properties.member_since,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.office_roles !== undefined){
let data10 = data.office_roles;
if(Array.isArray(data10)){
if(data10.length > 10){
const err33 = {instancePath:instancePath+"/office_roles",schemaPath:"#/properties/office_roles/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema11.properties.office_roles,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.role_code === undefined){
const err34 = {instancePath:instancePath+"/office_roles/" + i0,schemaPath:"#/properties/office_roles/items/required",keyword:"required",params:{missingProperty: "role_code"},message:"must have required property '"+"role_code"+"'",schema:schema11.properties.office_roles.items.required,parentSchema:schema11.properties.office_roles.items,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data11.date_from === undefined){
const err35 = {instancePath:instancePath+"/office_roles/" + i0,schemaPath:"#/properties/office_roles/items/required",keyword:"required",params:{missingProperty: "date_from"},message:"must have required property '"+"date_from"+"'",schema:schema11.properties.office_roles.items.required,parentSchema:schema11.properties.office_roles.items,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data11.date_to === undefined){
const err36 = {instancePath:instancePath+"/office_roles/" + i0,schemaPath:"#/properties/office_roles/items/required",keyword:"required",params:{missingProperty: "date_to"},message:"must have required property '"+"date_to"+"'",schema:schema11.properties.office_roles.items.required,parentSchema:schema11.properties.office_roles.items,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key1 in data11){
if(!(((key1 === "role_code") || (key1 === "date_from")) || (key1 === "date_to"))){
const err37 = {instancePath:instancePath+"/office_roles/" + i0,schemaPath:"#/properties/office_roles/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.office_roles.items,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data11.role_code !== undefined){
let data12 = data11.role_code;
if(typeof data12 === "string"){
if(func3(data12) > 80){
const err38 = {instancePath:instancePath+"/office_roles/" + i0+"/role_code",schemaPath:"#/properties/office_roles/items/properties/role_code/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters",schema:80,parentSchema:schema11.properties.office_roles.items.properties.role_code,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func3(data12) < 1){
const err39 = {instancePath:instancePath+"/office_roles/" + i0+"/role_code",schemaPath:"#/properties/office_roles/items/properties/role_code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.office_roles.items.properties.role_code,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/office_roles/" + i0+"/role_code",schemaPath:"#/properties/office_roles/items/properties/role_code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.office_roles.items.properties.role_code.type,parentSchema:schema11.properties.office_roles.items.properties.role_code,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data11.date_from !== undefined){
let data13 = data11.date_from;
if(typeof data13 === "string"){
if(!(formats4.validate(data13))){
const err41 = {instancePath:instancePath+"/office_roles/" + i0+"/date_from",schemaPath:"#/properties/office_roles/items/properties/date_from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.office_roles.items.properties.date_from,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/office_roles/" + i0+"/date_from",schemaPath:"#/properties/office_roles/items/properties/date_from/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.office_roles.items.properties.date_from.type,parentSchema:schema11.properties.office_roles.items.properties.date_from,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data11.date_to !== undefined){
let data14 = data11.date_to;
if(typeof data14 === "string"){
if(!(formats4.validate(data14))){
const err43 = {instancePath:instancePath+"/office_roles/" + i0+"/date_to",schemaPath:"#/properties/office_roles/items/properties/date_to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.office_roles.items.properties.date_to,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/office_roles/" + i0+"/date_to",schemaPath:"#/properties/office_roles/items/properties/date_to/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.office_roles.items.properties.date_to.type,parentSchema:schema11.properties.office_roles.items.properties.date_to,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/office_roles/" + i0,schemaPath:"#/properties/office_roles/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.office_roles.items.type,parentSchema:schema11.properties.office_roles.items,data:data11};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/office_roles",schemaPath:"#/properties/office_roles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.office_roles.type,parentSchema:schema11.properties.office_roles,data:data10};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.send_sms !== undefined){
let data15 = data.send_sms;
if(typeof data15 !== "boolean"){
const err47 = {instancePath:instancePath+"/send_sms",schemaPath:"#/properties/send_sms/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.send_sms.type,parentSchema:schema11.properties.send_sms,data:data15};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "2faab66b": validate10,
};
