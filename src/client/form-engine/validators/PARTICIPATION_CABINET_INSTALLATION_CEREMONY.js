// Generated from schemas/activities/PARTICIPATION_CABINET_INSTALLATION_CEREMONY/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Participation at Cabinet Installation Ceremony","description":"The club's attendance at the district cabinet installation ceremony (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["president_attended"],"properties":{"president_attended":{"title":"President Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"secretary_attended":{"title":"Secretary Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"treasurer_attended":{"title":"Treasurer Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"membership_director_attended":{"title":"Membership Director Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"no_of_other_members":{"title":"Number of Other Members","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"no_of_lions_ladies":{"title":"Number of Lions Ladies","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"document1":{"title":"Certificate","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document2":{"title":"Attendance Sheet","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document3":{"title":"Photo 01","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."},"document4":{"title":"Photo 02","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."}},"$id":"712d6e23"};
const func2 = Object.prototype.hasOwnProperty;
const func3 = interop(cjs0).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="712d6e23" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.president_attended === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "president_attended"},message:"must have required property '"+"president_attended"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
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
if(data.president_attended !== undefined){
let data0 = data.president_attended;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/president_attended",schemaPath:"#/properties/president_attended/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.president_attended.type,parentSchema:schema11.properties.president_attended,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err3 = {instancePath:instancePath+"/president_attended",schemaPath:"#/properties/president_attended/enum",keyword:"enum",params:{allowedValues: schema11.properties.president_attended.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.president_attended.enum,parentSchema:schema11.properties.president_attended,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.secretary_attended !== undefined){
let data1 = data.secretary_attended;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/secretary_attended",schemaPath:"#/properties/secretary_attended/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.secretary_attended.type,parentSchema:schema11.properties.secretary_attended,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === 0) || (data1 === 1))){
const err5 = {instancePath:instancePath+"/secretary_attended",schemaPath:"#/properties/secretary_attended/enum",keyword:"enum",params:{allowedValues: schema11.properties.secretary_attended.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.secretary_attended.enum,parentSchema:schema11.properties.secretary_attended,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.treasurer_attended !== undefined){
let data2 = data.treasurer_attended;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err6 = {instancePath:instancePath+"/treasurer_attended",schemaPath:"#/properties/treasurer_attended/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.treasurer_attended.type,parentSchema:schema11.properties.treasurer_attended,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data2 === 0) || (data2 === 1))){
const err7 = {instancePath:instancePath+"/treasurer_attended",schemaPath:"#/properties/treasurer_attended/enum",keyword:"enum",params:{allowedValues: schema11.properties.treasurer_attended.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.treasurer_attended.enum,parentSchema:schema11.properties.treasurer_attended,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.membership_director_attended !== undefined){
let data3 = data.membership_director_attended;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err8 = {instancePath:instancePath+"/membership_director_attended",schemaPath:"#/properties/membership_director_attended/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.membership_director_attended.type,parentSchema:schema11.properties.membership_director_attended,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data3 === 0) || (data3 === 1))){
const err9 = {instancePath:instancePath+"/membership_director_attended",schemaPath:"#/properties/membership_director_attended/enum",keyword:"enum",params:{allowedValues: schema11.properties.membership_director_attended.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.membership_director_attended.enum,parentSchema:schema11.properties.membership_director_attended,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.no_of_other_members !== undefined){
let data4 = data.no_of_other_members;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err10 = {instancePath:instancePath+"/no_of_other_members",schemaPath:"#/properties/no_of_other_members/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_other_members.type,parentSchema:schema11.properties.no_of_other_members,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 100000 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/no_of_other_members",schemaPath:"#/properties/no_of_other_members/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_other_members,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/no_of_other_members",schemaPath:"#/properties/no_of_other_members/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_other_members,data:data4};
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
if(data.no_of_lions_ladies !== undefined){
let data5 = data.no_of_lions_ladies;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err13 = {instancePath:instancePath+"/no_of_lions_ladies",schemaPath:"#/properties/no_of_lions_ladies/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_lions_ladies.type,parentSchema:schema11.properties.no_of_lions_ladies,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 100000 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/no_of_lions_ladies",schemaPath:"#/properties/no_of_lions_ladies/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_lions_ladies,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/no_of_lions_ladies",schemaPath:"#/properties/no_of_lions_ladies/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_lions_ladies,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.document1 !== undefined){
let data6 = data.document1;
if(typeof data6 === "string"){
if(func3(data6) > 255){
const err16 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.document2 !== undefined){
let data7 = data.document2;
if(typeof data7 === "string"){
if(func3(data7) > 255){
const err18 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document2,data:data7};
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
const err19 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document2.type,parentSchema:schema11.properties.document2,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.document3 !== undefined){
let data8 = data.document3;
if(typeof data8 === "string"){
if(func3(data8) > 255){
const err20 = {instancePath:instancePath+"/document3",schemaPath:"#/properties/document3/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document3,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/document3",schemaPath:"#/properties/document3/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document3.type,parentSchema:schema11.properties.document3,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.document4 !== undefined){
let data9 = data.document4;
if(typeof data9 === "string"){
if(func3(data9) > 255){
const err22 = {instancePath:instancePath+"/document4",schemaPath:"#/properties/document4/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document4,data:data9};
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
const err23 = {instancePath:instancePath+"/document4",schemaPath:"#/properties/document4/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document4.type,parentSchema:schema11.properties.document4,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "712d6e23": validate10,
};
