// Generated from schemas/activities/PARTICIPATION_DISTRICT_EVENTS/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Participation for the District Events","description":"The club's participation in a district event, with two photos (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["category"],"properties":{"category":{"title":"Event","enum":["New Member Sponsoring Night 1","New Member Sponsoring Night 2","District Fund Raiser","Lion Ladies Fund Raiser","Talent Star","Participation at District Fund Raising Project","Participation in PDG Felicitation Night","Participation in Sinhala & Tamil New Year Celebration","Participation in Any District Events"],"minLength":1,"type":"string","maxLength":255},"no_participants":{"title":"Number of Participants","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"document1":{"title":"Photo 01","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."},"document2":{"title":"Photo 02","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."}},"$id":"-37021f2b"};
const func2 = interop(cjs0).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-37021f2b" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.category === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "category") || (key0 === "no_participants")) || (key0 === "document1")) || (key0 === "document2"))){
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
if(data.category !== undefined){
let data0 = data.category;
if(!(((((((((data0 === "New Member Sponsoring Night 1") || (data0 === "New Member Sponsoring Night 2")) || (data0 === "District Fund Raiser")) || (data0 === "Lion Ladies Fund Raiser")) || (data0 === "Talent Star")) || (data0 === "Participation at District Fund Raising Project")) || (data0 === "Participation in PDG Felicitation Night")) || (data0 === "Participation in Sinhala & Tamil New Year Celebration")) || (data0 === "Participation in Any District Events"))){
const err2 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema11.properties.category.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.category.enum,parentSchema:schema11.properties.category,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 === "string"){
if(func2(data0) > 255){
const err3 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.category,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.category,data:data0};
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
const err5 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.category.type,parentSchema:schema11.properties.category,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.no_participants !== undefined){
let data1 = data.no_participants;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err6 = {instancePath:instancePath+"/no_participants",schemaPath:"#/properties/no_participants/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_participants.type,parentSchema:schema11.properties.no_participants,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 100000 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/no_participants",schemaPath:"#/properties/no_participants/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_participants,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/no_participants",schemaPath:"#/properties/no_participants/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_participants,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.document1 !== undefined){
let data2 = data.document1;
if(typeof data2 === "string"){
if(func2(data2) > 255){
const err9 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data2};
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
const err10 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.document2 !== undefined){
let data3 = data.document2;
if(typeof data3 === "string"){
if(func2(data3) > 255){
const err11 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document2,data:data3};
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
const err12 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document2.type,parentSchema:schema11.properties.document2,data:data3};
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
  "-37021f2b": validate10,
};
