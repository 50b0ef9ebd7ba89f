// Generated from schemas/activities/PUBLISHING_CLUB_DIRECTOR/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
import * as cjs1 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Publishing Club Directory","description":"The club's directory for the year and what it holds (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["list_office_bearers"],"properties":{"list_office_bearers":{"title":"List of Office Bearers","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"details_of_members":{"title":"Details of Members","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"board_meetings_schedule":{"title":"Board Meetings Schedule","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"regular_meetings_schedule":{"title":"Regular Meetings Schedule","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"committee_structure":{"title":"Committee Structure","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"project_proposal":{"title":"Project Proposal","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"electronic":{"title":"Electronic Directory","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"printing":{"title":"Printed Directory","type":"integer","enum":[0,1],"default":0,"description":"A toggle: 1 when on, 0 when off; shown as Yes or No."},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"document1":{"title":"Club Directory","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document2":{"title":"Proof of Distribution","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."}},"$id":"-2d13d11b"};
const func2 = Object.prototype.hasOwnProperty;
const func3 = interop(cjs0).default;
const formats0 = interop(cjs1).fullFormats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2d13d11b" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.list_office_bearers === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "list_office_bearers"},message:"must have required property '"+"list_office_bearers"+"'",schema:schema11.required,parentSchema:schema11,data};
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
if(data.list_office_bearers !== undefined){
let data0 = data.list_office_bearers;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/list_office_bearers",schemaPath:"#/properties/list_office_bearers/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.list_office_bearers.type,parentSchema:schema11.properties.list_office_bearers,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err3 = {instancePath:instancePath+"/list_office_bearers",schemaPath:"#/properties/list_office_bearers/enum",keyword:"enum",params:{allowedValues: schema11.properties.list_office_bearers.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.list_office_bearers.enum,parentSchema:schema11.properties.list_office_bearers,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.details_of_members !== undefined){
let data1 = data.details_of_members;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/details_of_members",schemaPath:"#/properties/details_of_members/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.details_of_members.type,parentSchema:schema11.properties.details_of_members,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === 0) || (data1 === 1))){
const err5 = {instancePath:instancePath+"/details_of_members",schemaPath:"#/properties/details_of_members/enum",keyword:"enum",params:{allowedValues: schema11.properties.details_of_members.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.details_of_members.enum,parentSchema:schema11.properties.details_of_members,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.board_meetings_schedule !== undefined){
let data2 = data.board_meetings_schedule;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err6 = {instancePath:instancePath+"/board_meetings_schedule",schemaPath:"#/properties/board_meetings_schedule/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.board_meetings_schedule.type,parentSchema:schema11.properties.board_meetings_schedule,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data2 === 0) || (data2 === 1))){
const err7 = {instancePath:instancePath+"/board_meetings_schedule",schemaPath:"#/properties/board_meetings_schedule/enum",keyword:"enum",params:{allowedValues: schema11.properties.board_meetings_schedule.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.board_meetings_schedule.enum,parentSchema:schema11.properties.board_meetings_schedule,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.regular_meetings_schedule !== undefined){
let data3 = data.regular_meetings_schedule;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err8 = {instancePath:instancePath+"/regular_meetings_schedule",schemaPath:"#/properties/regular_meetings_schedule/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.regular_meetings_schedule.type,parentSchema:schema11.properties.regular_meetings_schedule,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data3 === 0) || (data3 === 1))){
const err9 = {instancePath:instancePath+"/regular_meetings_schedule",schemaPath:"#/properties/regular_meetings_schedule/enum",keyword:"enum",params:{allowedValues: schema11.properties.regular_meetings_schedule.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.regular_meetings_schedule.enum,parentSchema:schema11.properties.regular_meetings_schedule,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.committee_structure !== undefined){
let data4 = data.committee_structure;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err10 = {instancePath:instancePath+"/committee_structure",schemaPath:"#/properties/committee_structure/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.committee_structure.type,parentSchema:schema11.properties.committee_structure,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data4 === 0) || (data4 === 1))){
const err11 = {instancePath:instancePath+"/committee_structure",schemaPath:"#/properties/committee_structure/enum",keyword:"enum",params:{allowedValues: schema11.properties.committee_structure.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.committee_structure.enum,parentSchema:schema11.properties.committee_structure,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.project_proposal !== undefined){
let data5 = data.project_proposal;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err12 = {instancePath:instancePath+"/project_proposal",schemaPath:"#/properties/project_proposal/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.project_proposal.type,parentSchema:schema11.properties.project_proposal,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data5 === 0) || (data5 === 1))){
const err13 = {instancePath:instancePath+"/project_proposal",schemaPath:"#/properties/project_proposal/enum",keyword:"enum",params:{allowedValues: schema11.properties.project_proposal.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.project_proposal.enum,parentSchema:schema11.properties.project_proposal,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.electronic !== undefined){
let data6 = data.electronic;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err14 = {instancePath:instancePath+"/electronic",schemaPath:"#/properties/electronic/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.electronic.type,parentSchema:schema11.properties.electronic,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data6 === 0) || (data6 === 1))){
const err15 = {instancePath:instancePath+"/electronic",schemaPath:"#/properties/electronic/enum",keyword:"enum",params:{allowedValues: schema11.properties.electronic.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.electronic.enum,parentSchema:schema11.properties.electronic,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.printing !== undefined){
let data7 = data.printing;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err16 = {instancePath:instancePath+"/printing",schemaPath:"#/properties/printing/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.printing.type,parentSchema:schema11.properties.printing,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data7 === 0) || (data7 === 1))){
const err17 = {instancePath:instancePath+"/printing",schemaPath:"#/properties/printing/enum",keyword:"enum",params:{allowedValues: schema11.properties.printing.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.printing.enum,parentSchema:schema11.properties.printing,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.date !== undefined){
let data8 = data.date;
if(typeof data8 === "string"){
if(!(formats0.validate(data8))){
const err18 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date,data:data8};
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
const err19 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date.type,parentSchema:schema11.properties.date,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.document1 !== undefined){
let data9 = data.document1;
if(typeof data9 === "string"){
if(func3(data9) > 255){
const err20 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data9};
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
const err21 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.document2 !== undefined){
let data10 = data.document2;
if(typeof data10 === "string"){
if(func3(data10) > 255){
const err22 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document2,data:data10};
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
const err23 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document2.type,parentSchema:schema11.properties.document2,data:data10};
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
  "-2d13d11b": validate10,
};
