// Generated from schemas/activities/DISTRICT_GET_TOGETHER/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
import * as cjs1 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"District Get Together","description":"The club's participation at the district get together (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["no_of_lions_ladies"],"properties":{"no_of_lions_members":{"title":"Number of Lions Members","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"no_of_lions_ladies":{"title":"Number of Lions Ladies","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"no_of_others":{"title":"Number of Others","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"document1":{"title":"Photo 01","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."},"document2":{"title":"Photo 02","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."},"document3":{"title":"Photo 03","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."}},"$id":"-20c407ef"};
const formats0 = interop(cjs0).fullFormats.date;
const func2 = interop(cjs1).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-20c407ef" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.no_of_lions_ladies === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "no_of_lions_ladies"},message:"must have required property '"+"no_of_lions_ladies"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "no_of_lions_members") || (key0 === "no_of_lions_ladies")) || (key0 === "no_of_others")) || (key0 === "date")) || (key0 === "document1")) || (key0 === "document2")) || (key0 === "document3"))){
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
if(data.no_of_lions_members !== undefined){
let data0 = data.no_of_lions_members;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/no_of_lions_members",schemaPath:"#/properties/no_of_lions_members/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_lions_members.type,parentSchema:schema11.properties.no_of_lions_members,data:data0};
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
const err3 = {instancePath:instancePath+"/no_of_lions_members",schemaPath:"#/properties/no_of_lions_members/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_lions_members,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/no_of_lions_members",schemaPath:"#/properties/no_of_lions_members/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_lions_members,data:data0};
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
if(data.no_of_lions_ladies !== undefined){
let data1 = data.no_of_lions_ladies;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/no_of_lions_ladies",schemaPath:"#/properties/no_of_lions_ladies/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_lions_ladies.type,parentSchema:schema11.properties.no_of_lions_ladies,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 100000 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/no_of_lions_ladies",schemaPath:"#/properties/no_of_lions_ladies/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_lions_ladies,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/no_of_lions_ladies",schemaPath:"#/properties/no_of_lions_ladies/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_lions_ladies,data:data1};
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
if(data.no_of_others !== undefined){
let data2 = data.no_of_others;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err8 = {instancePath:instancePath+"/no_of_others",schemaPath:"#/properties/no_of_others/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_others.type,parentSchema:schema11.properties.no_of_others,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 100000 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/no_of_others",schemaPath:"#/properties/no_of_others/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_others,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/no_of_others",schemaPath:"#/properties/no_of_others/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_others,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.date !== undefined){
let data3 = data.date;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err11 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date,data:data3};
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
const err12 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date.type,parentSchema:schema11.properties.date,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.document1 !== undefined){
let data4 = data.document1;
if(typeof data4 === "string"){
if(func2(data4) > 255){
const err13 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.document2 !== undefined){
let data5 = data.document2;
if(typeof data5 === "string"){
if(func2(data5) > 255){
const err15 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document2,data:data5};
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
const err16 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document2.type,parentSchema:schema11.properties.document2,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.document3 !== undefined){
let data6 = data.document3;
if(typeof data6 === "string"){
if(func2(data6) > 255){
const err17 = {instancePath:instancePath+"/document3",schemaPath:"#/properties/document3/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document3,data:data6};
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
const err18 = {instancePath:instancePath+"/document3",schemaPath:"#/properties/document3/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document3.type,parentSchema:schema11.properties.document3,data:data6};
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
  "-20c407ef": validate10,
};
