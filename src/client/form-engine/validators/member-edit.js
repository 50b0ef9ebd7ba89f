// Generated from schemas/entities/member-edit/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
import * as cjs1 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Member","description":"A member's details as an officer edits them (spec 1 sections 2.11 and 3; openapi MemberUpdateInput, sent as multipart).","type":"object","required":["display_name","full_name","mobile","international_id","status"],"additionalProperties":false,"properties":{"image":{"type":"string","title":"Profile Image"},"display_name":{"type":"string","minLength":1,"maxLength":100,"title":"Display Name"},"full_name":{"type":"string","minLength":1,"maxLength":200,"title":"Full Name"},"gender":{"type":"string","title":"Gender","enum":["Male","Female","Preferred not to say"]},"spouse":{"type":"string","maxLength":100,"title":"Spouse"},"suffix":{"type":"string","maxLength":30,"title":"Suffix"},"title":{"type":"string","title":"Title","enum":["Mr","Ms","Miss","Mrs","Dr","Prof","Other"]},"mobile":{"type":"string","minLength":1,"maxLength":20,"title":"Mobile"},"email":{"type":"string","format":"email","maxLength":254,"title":"Email"},"member_type_id":{"type":"string","pattern":"^[0-9]+$","title":"Member Type"},"status":{"type":"string","title":"Status","oneOf":[{"const":"active","title":"Active"},{"const":"inactive","title":"Inactive"}]},"international_id":{"type":"string","minLength":1,"maxLength":20,"title":"International Id"},"member_since":{"type":"string","format":"date","title":"Member Since"},"birth_day":{"type":"string","format":"date","title":"Birthday"},"club":{"type":"string","format":"uuid","title":"Club"},"office_roles":{"type":"array","title":"Office Roles","maxItems":10,"items":{"type":"object","required":["role_code","date_from","date_to"],"additionalProperties":false,"properties":{"uuid":{"type":"string","format":"uuid"},"role_code":{"type":"string","minLength":1,"maxLength":80,"title":"Office Role"},"date_from":{"type":"string","format":"date","title":"Date From"},"date_to":{"type":"string","format":"date","title":"Date To"}}}}},"$id":"57ae9ffd"};
const func2 = Object.prototype.hasOwnProperty;
const func3 = interop(cjs0).default;
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats2 = interop(cjs1).fullFormats.date;
const formats6 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const pattern0 = new RegExp("^[0-9]+$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="57ae9ffd" */;
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
if(data.international_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "international_id"},message:"must have required property '"+"international_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.image !== undefined){
let data0 = data.image;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.image.type,parentSchema:schema11.properties.image,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.display_name !== undefined){
let data1 = data.display_name;
if(typeof data1 === "string"){
if(func3(data1) > 100){
const err7 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.display_name,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func3(data1) < 1){
const err8 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.display_name,data:data1};
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
const err9 = {instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.display_name.type,parentSchema:schema11.properties.display_name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.full_name !== undefined){
let data2 = data.full_name;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err10 = {instancePath:instancePath+"/full_name",schemaPath:"#/properties/full_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.full_name,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func3(data2) < 1){
const err11 = {instancePath:instancePath+"/full_name",schemaPath:"#/properties/full_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.full_name,data:data2};
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
const err12 = {instancePath:instancePath+"/full_name",schemaPath:"#/properties/full_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.full_name.type,parentSchema:schema11.properties.full_name,data:data2};
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
let data3 = data.gender;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.gender.type,parentSchema:schema11.properties.gender,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data3 === "Male") || (data3 === "Female")) || (data3 === "Preferred not to say"))){
const err14 = {instancePath:instancePath+"/gender",schemaPath:"#/properties/gender/enum",keyword:"enum",params:{allowedValues: schema11.properties.gender.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.gender.enum,parentSchema:schema11.properties.gender,data:data3};
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
let data4 = data.spouse;
if(typeof data4 === "string"){
if(func3(data4) > 100){
const err15 = {instancePath:instancePath+"/spouse",schemaPath:"#/properties/spouse/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.spouse,data:data4};
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
const err16 = {instancePath:instancePath+"/spouse",schemaPath:"#/properties/spouse/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.spouse.type,parentSchema:schema11.properties.spouse,data:data4};
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
let data5 = data.suffix;
if(typeof data5 === "string"){
if(func3(data5) > 30){
const err17 = {instancePath:instancePath+"/suffix",schemaPath:"#/properties/suffix/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema11.properties.suffix,data:data5};
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
const err18 = {instancePath:instancePath+"/suffix",schemaPath:"#/properties/suffix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.suffix.type,parentSchema:schema11.properties.suffix,data:data5};
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
let data6 = data.title;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.title.type,parentSchema:schema11.properties.title,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((((((data6 === "Mr") || (data6 === "Ms")) || (data6 === "Miss")) || (data6 === "Mrs")) || (data6 === "Dr")) || (data6 === "Prof")) || (data6 === "Other"))){
const err20 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/enum",keyword:"enum",params:{allowedValues: schema11.properties.title.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.title.enum,parentSchema:schema11.properties.title,data:data6};
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
let data7 = data.mobile;
if(typeof data7 === "string"){
if(func3(data7) > 20){
const err21 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.mobile,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func3(data7) < 1){
const err22 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.mobile,data:data7};
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
const err23 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.mobile.type,parentSchema:schema11.properties.mobile,data:data7};
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
let data8 = data.email;
if(typeof data8 === "string"){
if(func3(data8) > 254){
const err24 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.email,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats0.test(data8))){
const err25 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data8};
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
const err26 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.member_type_id !== undefined){
let data9 = data.member_type_id;
if(typeof data9 === "string"){
if(!pattern0.test(data9)){
const err27 = {instancePath:instancePath+"/member_type_id",schemaPath:"#/properties/member_type_id/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema11.properties.member_type_id,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/member_type_id",schemaPath:"#/properties/member_type_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.member_type_id.type,parentSchema:schema11.properties.member_type_id,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.status !== undefined){
let data10 = data.status;
if(typeof data10 !== "string"){
const err29 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.status.type,parentSchema:schema11.properties.status,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const _errs24 = errors;
let valid1 = false;
let passing0 = null;
const _errs25 = errors;
if("active" !== data10){
const err30 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "active"},message:"must be equal to constant",schema:"active",parentSchema:schema11.properties.status.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs25 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs26 = errors;
if("inactive" !== data10){
const err31 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "inactive"},message:"must be equal to constant",schema:"inactive",parentSchema:schema11.properties.status.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs26 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err32 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema11.properties.status.oneOf,parentSchema:schema11.properties.status,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data.international_id !== undefined){
let data11 = data.international_id;
if(typeof data11 === "string"){
if(func3(data11) > 20){
const err33 = {instancePath:instancePath+"/international_id",schemaPath:"#/properties/international_id/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.international_id,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func3(data11) < 1){
const err34 = {instancePath:instancePath+"/international_id",schemaPath:"#/properties/international_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.international_id,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/international_id",schemaPath:"#/properties/international_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.international_id.type,parentSchema:schema11.properties.international_id,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.member_since !== undefined){
let data12 = data.member_since;
if(typeof data12 === "string"){
if(!(formats2.validate(data12))){
const err36 = {instancePath:instancePath+"/member_since",schemaPath:"#/properties/member_since/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.member_since,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/member_since",schemaPath:"#/properties/member_since/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.member_since.type,parentSchema:schema11.properties.member_since,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.birth_day !== undefined){
let data13 = data.birth_day;
if(typeof data13 === "string"){
if(!(formats2.validate(data13))){
const err38 = {instancePath:instancePath+"/birth_day",schemaPath:"#/properties/birth_day/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.birth_day,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/birth_day",schemaPath:"#/properties/birth_day/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.birth_day.type,parentSchema:schema11.properties.birth_day,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.club !== undefined){
let data14 = data.club;
if(typeof data14 === "string"){
if(!(formats6.test(data14))){
const err40 = {instancePath:instancePath+"/club",schemaPath:"#/properties/club/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.club,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/club",schemaPath:"#/properties/club/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.club.type,parentSchema:schema11.properties.club,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.office_roles !== undefined){
let data15 = data.office_roles;
if(Array.isArray(data15)){
if(data15.length > 10){
const err42 = {instancePath:instancePath+"/office_roles",schemaPath:"#/properties/office_roles/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema11.properties.office_roles,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.role_code === undefined){
const err43 = {instancePath:instancePath+"/office_roles/" + i0,schemaPath:"#/properties/office_roles/items/required",keyword:"required",params:{missingProperty: "role_code"},message:"must have required property '"+"role_code"+"'",schema:schema11.properties.office_roles.items.required,parentSchema:schema11.properties.office_roles.items,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data16.date_from === undefined){
const err44 = {instancePath:instancePath+"/office_roles/" + i0,schemaPath:"#/properties/office_roles/items/required",keyword:"required",params:{missingProperty: "date_from"},message:"must have required property '"+"date_from"+"'",schema:schema11.properties.office_roles.items.required,parentSchema:schema11.properties.office_roles.items,data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data16.date_to === undefined){
const err45 = {instancePath:instancePath+"/office_roles/" + i0,schemaPath:"#/properties/office_roles/items/required",keyword:"required",params:{missingProperty: "date_to"},message:"must have required property '"+"date_to"+"'",schema:schema11.properties.office_roles.items.required,parentSchema:schema11.properties.office_roles.items,data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key1 in data16){
if(!((((key1 === "uuid") || (key1 === "role_code")) || (key1 === "date_from")) || (key1 === "date_to"))){
const err46 = {instancePath:instancePath+"/office_roles/" + i0,schemaPath:"#/properties/office_roles/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.office_roles.items,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data16.uuid !== undefined){
let data17 = data16.uuid;
if(typeof data17 === "string"){
if(!(formats6.test(data17))){
const err47 = {instancePath:instancePath+"/office_roles/" + i0+"/uuid",schemaPath:"#/properties/office_roles/items/properties/uuid/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.office_roles.items.properties.uuid,data:data17};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/office_roles/" + i0+"/uuid",schemaPath:"#/properties/office_roles/items/properties/uuid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.office_roles.items.properties.uuid.type,parentSchema:schema11.properties.office_roles.items.properties.uuid,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data16.role_code !== undefined){
let data18 = data16.role_code;
if(typeof data18 === "string"){
if(func3(data18) > 80){
const err49 = {instancePath:instancePath+"/office_roles/" + i0+"/role_code",schemaPath:"#/properties/office_roles/items/properties/role_code/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters",schema:80,parentSchema:schema11.properties.office_roles.items.properties.role_code,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(func3(data18) < 1){
const err50 = {instancePath:instancePath+"/office_roles/" + i0+"/role_code",schemaPath:"#/properties/office_roles/items/properties/role_code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.office_roles.items.properties.role_code,data:data18};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/office_roles/" + i0+"/role_code",schemaPath:"#/properties/office_roles/items/properties/role_code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.office_roles.items.properties.role_code.type,parentSchema:schema11.properties.office_roles.items.properties.role_code,data:data18};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data16.date_from !== undefined){
let data19 = data16.date_from;
if(typeof data19 === "string"){
if(!(formats2.validate(data19))){
const err52 = {instancePath:instancePath+"/office_roles/" + i0+"/date_from",schemaPath:"#/properties/office_roles/items/properties/date_from/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.office_roles.items.properties.date_from,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/office_roles/" + i0+"/date_from",schemaPath:"#/properties/office_roles/items/properties/date_from/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.office_roles.items.properties.date_from.type,parentSchema:schema11.properties.office_roles.items.properties.date_from,data:data19};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data16.date_to !== undefined){
let data20 = data16.date_to;
if(typeof data20 === "string"){
if(!(formats2.validate(data20))){
const err54 = {instancePath:instancePath+"/office_roles/" + i0+"/date_to",schemaPath:"#/properties/office_roles/items/properties/date_to/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.office_roles.items.properties.date_to,data:data20};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/office_roles/" + i0+"/date_to",schemaPath:"#/properties/office_roles/items/properties/date_to/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.office_roles.items.properties.date_to.type,parentSchema:schema11.properties.office_roles.items.properties.date_to,data:data20};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/office_roles/" + i0,schemaPath:"#/properties/office_roles/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.office_roles.items.type,parentSchema:schema11.properties.office_roles.items,data:data16};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/office_roles",schemaPath:"#/properties/office_roles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.office_roles.type,parentSchema:schema11.properties.office_roles,data:data15};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

const schema12 = {"const":"active","title":"Active","$id":"538a6137"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="538a6137" */;
let vErrors = null;
let errors = 0;
if("active" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "active"},message:"must be equal to constant",schema:"active",parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema13 = {"const":"inactive","title":"Inactive","$id":"-2826f4e9"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2826f4e9" */;
let vErrors = null;
let errors = 0;
if("inactive" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "inactive"},message:"must be equal to constant",schema:"inactive",parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "57ae9ffd": validate10,
  "538a6137": validate11,
  "-2826f4e9": validate12,
};
