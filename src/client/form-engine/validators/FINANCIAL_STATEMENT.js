// Generated from schemas/activities/FINANCIAL_STATEMENT/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv-formats/dist/formats.js';
import * as cjs1 from 'ajv/dist/runtime/ucs2length.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Financial Statement","description":"The club's financial statement, approved by its board and sent to the cabinet treasurer (spec 2: forms table and submitted fields).","type":"object","additionalProperties":false,"required":["date_of_approval_of_the_board"],"properties":{"date_of_approval_of_the_board":{"title":"Date of Approval of the Board","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"date_of_submission_to_cab_treasurer":{"title":"Date of Submission to the Cabinet Treasurer","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"document1":{"title":"Financial Statement","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."}},"$id":"44e7dab7"};
const formats0 = interop(cjs0).fullFormats.date;
const func2 = interop(cjs1).default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="44e7dab7" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date_of_approval_of_the_board === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_of_approval_of_the_board"},message:"must have required property '"+"date_of_approval_of_the_board"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "date_of_approval_of_the_board") || (key0 === "date_of_submission_to_cab_treasurer")) || (key0 === "document1"))){
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
if(data.date_of_approval_of_the_board !== undefined){
let data0 = data.date_of_approval_of_the_board;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
const err2 = {instancePath:instancePath+"/date_of_approval_of_the_board",schemaPath:"#/properties/date_of_approval_of_the_board/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date_of_approval_of_the_board,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/date_of_approval_of_the_board",schemaPath:"#/properties/date_of_approval_of_the_board/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date_of_approval_of_the_board.type,parentSchema:schema11.properties.date_of_approval_of_the_board,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.date_of_submission_to_cab_treasurer !== undefined){
let data1 = data.date_of_submission_to_cab_treasurer;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err4 = {instancePath:instancePath+"/date_of_submission_to_cab_treasurer",schemaPath:"#/properties/date_of_submission_to_cab_treasurer/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date_of_submission_to_cab_treasurer,data:data1};
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
const err5 = {instancePath:instancePath+"/date_of_submission_to_cab_treasurer",schemaPath:"#/properties/date_of_submission_to_cab_treasurer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date_of_submission_to_cab_treasurer.type,parentSchema:schema11.properties.date_of_submission_to_cab_treasurer,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.document1 !== undefined){
let data2 = data.document1;
if(typeof data2 === "string"){
if(func2(data2) > 255){
const err6 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data2};
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
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "44e7dab7": validate10,
};
