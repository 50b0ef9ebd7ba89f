// Generated from schemas/activities/FIRST_ZONAL_ADVISORIES/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Participation 1st Zonal Advisory Meeting","description":"The club officers' participation at the first zonal advisory meeting (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["president_club"],"properties":{"president_club":{"title":"President Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"secretary_club":{"title":"Secretary Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"treasurer_club":{"title":"Treasurer Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"membership_director_club":{"title":"Membership Director Attended","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"no_of_officers_attended":{"title":"Number of Officers Attended","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"regular_meetings_schedule":{"title":"Regular Meetings Schedule Presented","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."}},"$id":"-1228d071"};
const formats0 = interop(cjs0).fullFormats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1228d071" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.president_club === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "president_club"},message:"must have required property '"+"president_club"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "president_club") || (key0 === "secretary_club")) || (key0 === "treasurer_club")) || (key0 === "membership_director_club")) || (key0 === "no_of_officers_attended")) || (key0 === "date")) || (key0 === "regular_meetings_schedule"))){
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
if(data.president_club !== undefined){
let data0 = data.president_club;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/president_club",schemaPath:"#/properties/president_club/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.president_club.type,parentSchema:schema11.properties.president_club,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err3 = {instancePath:instancePath+"/president_club",schemaPath:"#/properties/president_club/enum",keyword:"enum",params:{allowedValues: schema11.properties.president_club.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.president_club.enum,parentSchema:schema11.properties.president_club,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.secretary_club !== undefined){
let data1 = data.secretary_club;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/secretary_club",schemaPath:"#/properties/secretary_club/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.secretary_club.type,parentSchema:schema11.properties.secretary_club,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === 0) || (data1 === 1))){
const err5 = {instancePath:instancePath+"/secretary_club",schemaPath:"#/properties/secretary_club/enum",keyword:"enum",params:{allowedValues: schema11.properties.secretary_club.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.secretary_club.enum,parentSchema:schema11.properties.secretary_club,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.treasurer_club !== undefined){
let data2 = data.treasurer_club;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err6 = {instancePath:instancePath+"/treasurer_club",schemaPath:"#/properties/treasurer_club/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.treasurer_club.type,parentSchema:schema11.properties.treasurer_club,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data2 === 0) || (data2 === 1))){
const err7 = {instancePath:instancePath+"/treasurer_club",schemaPath:"#/properties/treasurer_club/enum",keyword:"enum",params:{allowedValues: schema11.properties.treasurer_club.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.treasurer_club.enum,parentSchema:schema11.properties.treasurer_club,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.membership_director_club !== undefined){
let data3 = data.membership_director_club;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err8 = {instancePath:instancePath+"/membership_director_club",schemaPath:"#/properties/membership_director_club/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.membership_director_club.type,parentSchema:schema11.properties.membership_director_club,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data3 === 0) || (data3 === 1))){
const err9 = {instancePath:instancePath+"/membership_director_club",schemaPath:"#/properties/membership_director_club/enum",keyword:"enum",params:{allowedValues: schema11.properties.membership_director_club.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.membership_director_club.enum,parentSchema:schema11.properties.membership_director_club,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.no_of_officers_attended !== undefined){
let data4 = data.no_of_officers_attended;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err10 = {instancePath:instancePath+"/no_of_officers_attended",schemaPath:"#/properties/no_of_officers_attended/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_officers_attended.type,parentSchema:schema11.properties.no_of_officers_attended,data:data4};
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
const err11 = {instancePath:instancePath+"/no_of_officers_attended",schemaPath:"#/properties/no_of_officers_attended/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_officers_attended,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/no_of_officers_attended",schemaPath:"#/properties/no_of_officers_attended/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_officers_attended,data:data4};
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
if(data.date !== undefined){
let data5 = data.date;
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err13 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date,data:data5};
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
const err14 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date.type,parentSchema:schema11.properties.date,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.regular_meetings_schedule !== undefined){
let data6 = data.regular_meetings_schedule;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err15 = {instancePath:instancePath+"/regular_meetings_schedule",schemaPath:"#/properties/regular_meetings_schedule/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.regular_meetings_schedule.type,parentSchema:schema11.properties.regular_meetings_schedule,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data6 === 0) || (data6 === 1))){
const err16 = {instancePath:instancePath+"/regular_meetings_schedule",schemaPath:"#/properties/regular_meetings_schedule/enum",keyword:"enum",params:{allowedValues: schema11.properties.regular_meetings_schedule.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.regular_meetings_schedule.enum,parentSchema:schema11.properties.regular_meetings_schedule,data:data6};
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
  "-1228d071": validate10,
};
