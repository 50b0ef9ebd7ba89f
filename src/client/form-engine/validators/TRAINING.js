// Generated from schemas/activities/TRAINING/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Online Training / LCI Institute / Local Training","description":"Training modules completed by club members: online (Lions Learning Center), at an LCI institute, and locally (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["lci_institute_number_of_modules"],"properties":{"online_training_number_of_modules":{"title":"Online Training - Number of Modules","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"lci_institute_number_of_modules":{"title":"LCI Institute - Number of Modules","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"local_training_number_of_modules":{"title":"Local Training - Number of Modules","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"document1":{"title":"Document 01","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document2":{"title":"Document 02","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document3":{"title":"Document 03","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document4":{"title":"Document 04","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."}},"$id":"35a2a33c"};
const func2 = interop(cjs0).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="35a2a33c" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lci_institute_number_of_modules === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lci_institute_number_of_modules"},message:"must have required property '"+"lci_institute_number_of_modules"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "online_training_number_of_modules") || (key0 === "lci_institute_number_of_modules")) || (key0 === "local_training_number_of_modules")) || (key0 === "document1")) || (key0 === "document2")) || (key0 === "document3")) || (key0 === "document4"))){
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
if(data.online_training_number_of_modules !== undefined){
let data0 = data.online_training_number_of_modules;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/online_training_number_of_modules",schemaPath:"#/properties/online_training_number_of_modules/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.online_training_number_of_modules.type,parentSchema:schema11.properties.online_training_number_of_modules,data:data0};
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
const err3 = {instancePath:instancePath+"/online_training_number_of_modules",schemaPath:"#/properties/online_training_number_of_modules/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.online_training_number_of_modules,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/online_training_number_of_modules",schemaPath:"#/properties/online_training_number_of_modules/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.online_training_number_of_modules,data:data0};
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
if(data.lci_institute_number_of_modules !== undefined){
let data1 = data.lci_institute_number_of_modules;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/lci_institute_number_of_modules",schemaPath:"#/properties/lci_institute_number_of_modules/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.lci_institute_number_of_modules.type,parentSchema:schema11.properties.lci_institute_number_of_modules,data:data1};
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
const err6 = {instancePath:instancePath+"/lci_institute_number_of_modules",schemaPath:"#/properties/lci_institute_number_of_modules/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.lci_institute_number_of_modules,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/lci_institute_number_of_modules",schemaPath:"#/properties/lci_institute_number_of_modules/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.lci_institute_number_of_modules,data:data1};
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
if(data.local_training_number_of_modules !== undefined){
let data2 = data.local_training_number_of_modules;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err8 = {instancePath:instancePath+"/local_training_number_of_modules",schemaPath:"#/properties/local_training_number_of_modules/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.local_training_number_of_modules.type,parentSchema:schema11.properties.local_training_number_of_modules,data:data2};
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
const err9 = {instancePath:instancePath+"/local_training_number_of_modules",schemaPath:"#/properties/local_training_number_of_modules/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.local_training_number_of_modules,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/local_training_number_of_modules",schemaPath:"#/properties/local_training_number_of_modules/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.local_training_number_of_modules,data:data2};
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
if(data.document1 !== undefined){
let data3 = data.document1;
if(typeof data3 === "string"){
if(func2(data3) > 255){
const err11 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data3};
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
const err12 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.document2 !== undefined){
let data4 = data.document2;
if(typeof data4 === "string"){
if(func2(data4) > 255){
const err13 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document2,data:data4};
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
const err14 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document2.type,parentSchema:schema11.properties.document2,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.document3 !== undefined){
let data5 = data.document3;
if(typeof data5 === "string"){
if(func2(data5) > 255){
const err15 = {instancePath:instancePath+"/document3",schemaPath:"#/properties/document3/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document3,data:data5};
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
const err16 = {instancePath:instancePath+"/document3",schemaPath:"#/properties/document3/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document3.type,parentSchema:schema11.properties.document3,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.document4 !== undefined){
let data6 = data.document4;
if(typeof data6 === "string"){
if(func2(data6) > 255){
const err17 = {instancePath:instancePath+"/document4",schemaPath:"#/properties/document4/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document4,data:data6};
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
const err18 = {instancePath:instancePath+"/document4",schemaPath:"#/properties/document4/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document4.type,parentSchema:schema11.properties.document4,data:data6};
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
  "35a2a33c": validate10,
};
