// Generated from schemas/activities/LEADER_LIST_CLUB_VICINITY/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Leaders in Club Vicinities","description":"Community leaders, government officers and media representatives in the club's area that the club keeps in touch with (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["community_leaders_number"],"properties":{"community_leaders_number":{"title":"Number of Community Leaders","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"leading_government_officers_number":{"title":"Number of Leading Government Officers","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"media_representatives_number":{"title":"Number of Media Representatives","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"document1":{"title":"Photo 01","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."},"document2":{"title":"Photo 02","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."},"document3":{"title":"Photo 03","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."}},"$id":"5b3bb3cf"};
const func2 = interop(cjs0).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5b3bb3cf" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.community_leaders_number === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "community_leaders_number"},message:"must have required property '"+"community_leaders_number"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "community_leaders_number") || (key0 === "leading_government_officers_number")) || (key0 === "media_representatives_number")) || (key0 === "document1")) || (key0 === "document2")) || (key0 === "document3"))){
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
if(data.community_leaders_number !== undefined){
let data0 = data.community_leaders_number;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/community_leaders_number",schemaPath:"#/properties/community_leaders_number/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.community_leaders_number.type,parentSchema:schema11.properties.community_leaders_number,data:data0};
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
const err3 = {instancePath:instancePath+"/community_leaders_number",schemaPath:"#/properties/community_leaders_number/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.community_leaders_number,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/community_leaders_number",schemaPath:"#/properties/community_leaders_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.community_leaders_number,data:data0};
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
if(data.leading_government_officers_number !== undefined){
let data1 = data.leading_government_officers_number;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/leading_government_officers_number",schemaPath:"#/properties/leading_government_officers_number/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.leading_government_officers_number.type,parentSchema:schema11.properties.leading_government_officers_number,data:data1};
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
const err6 = {instancePath:instancePath+"/leading_government_officers_number",schemaPath:"#/properties/leading_government_officers_number/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.leading_government_officers_number,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/leading_government_officers_number",schemaPath:"#/properties/leading_government_officers_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.leading_government_officers_number,data:data1};
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
if(data.media_representatives_number !== undefined){
let data2 = data.media_representatives_number;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err8 = {instancePath:instancePath+"/media_representatives_number",schemaPath:"#/properties/media_representatives_number/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.media_representatives_number.type,parentSchema:schema11.properties.media_representatives_number,data:data2};
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
const err9 = {instancePath:instancePath+"/media_representatives_number",schemaPath:"#/properties/media_representatives_number/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.media_representatives_number,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/media_representatives_number",schemaPath:"#/properties/media_representatives_number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.media_representatives_number,data:data2};
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
  "5b3bb3cf": validate10,
};
