// Generated from schemas/activities/PARTICIPATION_NEW_CLUB_OFFICERS_WORKSHOP/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Participation at Club Officers Workshop","description":"The club officers' attendance at the district's new club officers workshop (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["attended_officers_number"],"properties":{"attended_officers_number":{"title":"Number of Attended Officers","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"president_attended":{"title":"President Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"secretary_attended":{"title":"Secretary Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"treasurer_attended":{"title":"Treasurer Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"membership_director_attended":{"title":"Membership Director Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"document1":{"title":"Certificate","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."}},"$id":"6d0d6af4"};
const func2 = interop(cjs0).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6d0d6af4" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.attended_officers_number === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attended_officers_number"},message:"must have required property '"+"attended_officers_number"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "attended_officers_number") || (key0 === "president_attended")) || (key0 === "secretary_attended")) || (key0 === "treasurer_attended")) || (key0 === "membership_director_attended")) || (key0 === "document1"))){
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
if(data.attended_officers_number !== undefined){
let data0 = data.attended_officers_number;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/attended_officers_number",schemaPath:"#/properties/attended_officers_number/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.attended_officers_number.type,parentSchema:schema11.properties.attended_officers_number,data:data0};
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
const err3 = {instancePath:instancePath+"/attended_officers_number",schemaPath:"#/properties/attended_officers_number/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.attended_officers_number,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/attended_officers_number",schemaPath:"#/properties/attended_officers_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.attended_officers_number,data:data0};
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
if(data.president_attended !== undefined){
let data1 = data.president_attended;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/president_attended",schemaPath:"#/properties/president_attended/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.president_attended.type,parentSchema:schema11.properties.president_attended,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data1 === 0) || (data1 === 1))){
const err6 = {instancePath:instancePath+"/president_attended",schemaPath:"#/properties/president_attended/enum",keyword:"enum",params:{allowedValues: schema11.properties.president_attended.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.president_attended.enum,parentSchema:schema11.properties.president_attended,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.secretary_attended !== undefined){
let data2 = data.secretary_attended;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err7 = {instancePath:instancePath+"/secretary_attended",schemaPath:"#/properties/secretary_attended/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.secretary_attended.type,parentSchema:schema11.properties.secretary_attended,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === 0) || (data2 === 1))){
const err8 = {instancePath:instancePath+"/secretary_attended",schemaPath:"#/properties/secretary_attended/enum",keyword:"enum",params:{allowedValues: schema11.properties.secretary_attended.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.secretary_attended.enum,parentSchema:schema11.properties.secretary_attended,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.treasurer_attended !== undefined){
let data3 = data.treasurer_attended;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err9 = {instancePath:instancePath+"/treasurer_attended",schemaPath:"#/properties/treasurer_attended/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.treasurer_attended.type,parentSchema:schema11.properties.treasurer_attended,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data3 === 0) || (data3 === 1))){
const err10 = {instancePath:instancePath+"/treasurer_attended",schemaPath:"#/properties/treasurer_attended/enum",keyword:"enum",params:{allowedValues: schema11.properties.treasurer_attended.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.treasurer_attended.enum,parentSchema:schema11.properties.treasurer_attended,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.membership_director_attended !== undefined){
let data4 = data.membership_director_attended;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err11 = {instancePath:instancePath+"/membership_director_attended",schemaPath:"#/properties/membership_director_attended/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.membership_director_attended.type,parentSchema:schema11.properties.membership_director_attended,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data4 === 0) || (data4 === 1))){
const err12 = {instancePath:instancePath+"/membership_director_attended",schemaPath:"#/properties/membership_director_attended/enum",keyword:"enum",params:{allowedValues: schema11.properties.membership_director_attended.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.membership_director_attended.enum,parentSchema:schema11.properties.membership_director_attended,data:data4};
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
let data5 = data.document1;
if(typeof data5 === "string"){
if(func2(data5) > 255){
const err13 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data5};
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
const err14 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data5};
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
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "6d0d6af4": validate10,
};
