// Generated from schemas/activities/MONTHLY_MEMBERSHIP/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
import * as cjs1 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Monthly Membership Growth (WMMR)","description":"The monthly membership report (WMMR) of the club (spec 2: forms table and submitted fields). The source also sent a venue that was never filled; it is left out.","type":"object","additionalProperties":false,"required":["members_at_the_beginning"],"properties":{"members_at_the_beginning":{"title":"Members at the Beginning of the Month","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"members_add":{"title":"Members Added","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"members_dropped":{"title":"Members Dropped","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"members_at_the_end":{"title":"Members at the End of the Month","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"transfer_members":{"title":"Transferred Members","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"date":{"title":"Reporting Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"wmmr_report":{"title":"WMMR Report","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."}},"$id":"-3fc06ca2"};
const formats0 = interop(cjs0).fullFormats.date;
const func2 = interop(cjs1).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3fc06ca2" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.members_at_the_beginning === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "members_at_the_beginning"},message:"must have required property '"+"members_at_the_beginning"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "members_at_the_beginning") || (key0 === "members_add")) || (key0 === "members_dropped")) || (key0 === "members_at_the_end")) || (key0 === "transfer_members")) || (key0 === "date")) || (key0 === "wmmr_report"))){
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
if(data.members_at_the_beginning !== undefined){
let data0 = data.members_at_the_beginning;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/members_at_the_beginning",schemaPath:"#/properties/members_at_the_beginning/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.members_at_the_beginning.type,parentSchema:schema11.properties.members_at_the_beginning,data:data0};
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
const err3 = {instancePath:instancePath+"/members_at_the_beginning",schemaPath:"#/properties/members_at_the_beginning/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.members_at_the_beginning,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/members_at_the_beginning",schemaPath:"#/properties/members_at_the_beginning/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.members_at_the_beginning,data:data0};
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
if(data.members_add !== undefined){
let data1 = data.members_add;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/members_add",schemaPath:"#/properties/members_add/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.members_add.type,parentSchema:schema11.properties.members_add,data:data1};
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
const err6 = {instancePath:instancePath+"/members_add",schemaPath:"#/properties/members_add/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.members_add,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/members_add",schemaPath:"#/properties/members_add/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.members_add,data:data1};
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
if(data.members_dropped !== undefined){
let data2 = data.members_dropped;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err8 = {instancePath:instancePath+"/members_dropped",schemaPath:"#/properties/members_dropped/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.members_dropped.type,parentSchema:schema11.properties.members_dropped,data:data2};
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
const err9 = {instancePath:instancePath+"/members_dropped",schemaPath:"#/properties/members_dropped/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.members_dropped,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/members_dropped",schemaPath:"#/properties/members_dropped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.members_dropped,data:data2};
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
if(data.members_at_the_end !== undefined){
let data3 = data.members_at_the_end;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err11 = {instancePath:instancePath+"/members_at_the_end",schemaPath:"#/properties/members_at_the_end/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.members_at_the_end.type,parentSchema:schema11.properties.members_at_the_end,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 100000 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/members_at_the_end",schemaPath:"#/properties/members_at_the_end/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.members_at_the_end,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/members_at_the_end",schemaPath:"#/properties/members_at_the_end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.members_at_the_end,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.transfer_members !== undefined){
let data4 = data.transfer_members;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err14 = {instancePath:instancePath+"/transfer_members",schemaPath:"#/properties/transfer_members/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.transfer_members.type,parentSchema:schema11.properties.transfer_members,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 100000 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/transfer_members",schemaPath:"#/properties/transfer_members/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.transfer_members,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/transfer_members",schemaPath:"#/properties/transfer_members/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.transfer_members,data:data4};
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
if(data.date !== undefined){
let data5 = data.date;
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err17 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date,data:data5};
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
const err18 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date.type,parentSchema:schema11.properties.date,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.wmmr_report !== undefined){
let data6 = data.wmmr_report;
if(typeof data6 === "string"){
if(func2(data6) > 255){
const err19 = {instancePath:instancePath+"/wmmr_report",schemaPath:"#/properties/wmmr_report/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.wmmr_report,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/wmmr_report",schemaPath:"#/properties/wmmr_report/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.wmmr_report.type,parentSchema:schema11.properties.wmmr_report,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "-3fc06ca2": validate10,
};
