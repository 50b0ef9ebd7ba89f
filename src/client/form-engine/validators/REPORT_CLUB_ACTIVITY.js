// Generated from schemas/activities/REPORT_CLUB_ACTIVITY/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
import * as cjs1 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Report Club Activities to the International","description":"Service projects reported to Lions International (spec 2: forms table; unfinished in the source, completed here): the project being reported, its four files, and the table of the other projects reported for the month.","type":"object","additionalProperties":false,"required":["project_name"],"properties":{"project_name":{"title":"Project Name","minLength":1,"type":"string","maxLength":255},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"type":{"title":"Type","enum":["MP","GP","CP"],"type":"string","maxLength":255},"document1":{"title":"Document 01","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document2":{"title":"Document 02","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document3":{"title":"Document 03","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document4":{"title":"Document 04","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"projects":{"type":"array","title":"Reported Projects","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["project_name"],"properties":{"project_name":{"title":"Project Name","minLength":1,"type":"string","maxLength":255},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"type":{"title":"Type","enum":["MP","GP","CP"],"type":"string","maxLength":255}}}}},"$id":"c5684cd"};
const func2 = interop(cjs0).default;
const formats0 = interop(cjs1).fullFormats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="c5684cd" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.project_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_name"},message:"must have required property '"+"project_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "project_name") || (key0 === "date")) || (key0 === "type")) || (key0 === "document1")) || (key0 === "document2")) || (key0 === "document3")) || (key0 === "document4")) || (key0 === "projects"))){
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
if(data.project_name !== undefined){
let data0 = data.project_name;
if(typeof data0 === "string"){
if(func2(data0) > 255){
const err2 = {instancePath:instancePath+"/project_name",schemaPath:"#/properties/project_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.project_name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/project_name",schemaPath:"#/properties/project_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.project_name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/project_name",schemaPath:"#/properties/project_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.project_name.type,parentSchema:schema11.properties.project_name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err5 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.date,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date.type,parentSchema:schema11.properties.date,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(!(((data2 === "MP") || (data2 === "GP")) || (data2 === "CP"))){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.type.enum,parentSchema:schema11.properties.type,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 === "string"){
if(func2(data2) > 255){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.type,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.type.type,parentSchema:schema11.properties.type,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.document1 !== undefined){
let data3 = data.document1;
if(typeof data3 === "string"){
if(func2(data3) > 255){
const err10 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.document2 !== undefined){
let data4 = data.document2;
if(typeof data4 === "string"){
if(func2(data4) > 255){
const err12 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document2,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document2.type,parentSchema:schema11.properties.document2,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.document3 !== undefined){
let data5 = data.document3;
if(typeof data5 === "string"){
if(func2(data5) > 255){
const err14 = {instancePath:instancePath+"/document3",schemaPath:"#/properties/document3/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document3,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/document3",schemaPath:"#/properties/document3/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document3.type,parentSchema:schema11.properties.document3,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.document4 !== undefined){
let data6 = data.document4;
if(typeof data6 === "string"){
if(func2(data6) > 255){
const err16 = {instancePath:instancePath+"/document4",schemaPath:"#/properties/document4/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document4,data:data6};
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
const err17 = {instancePath:instancePath+"/document4",schemaPath:"#/properties/document4/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document4.type,parentSchema:schema11.properties.document4,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.projects !== undefined){
let data7 = data.projects;
if(Array.isArray(data7)){
if(data7.length > 100){
const err18 = {instancePath:instancePath+"/projects",schemaPath:"#/properties/projects/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema11.properties.projects,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.project_name === undefined){
const err19 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"#/properties/projects/items/required",keyword:"required",params:{missingProperty: "project_name"},message:"must have required property '"+"project_name"+"'",schema:schema11.properties.projects.items.required,parentSchema:schema11.properties.projects.items,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data8){
if(!(((key1 === "project_name") || (key1 === "date")) || (key1 === "type"))){
const err20 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"#/properties/projects/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.projects.items,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data8.project_name !== undefined){
let data9 = data8.project_name;
if(typeof data9 === "string"){
if(func2(data9) > 255){
const err21 = {instancePath:instancePath+"/projects/" + i0+"/project_name",schemaPath:"#/properties/projects/items/properties/project_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.projects.items.properties.project_name,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func2(data9) < 1){
const err22 = {instancePath:instancePath+"/projects/" + i0+"/project_name",schemaPath:"#/properties/projects/items/properties/project_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.projects.items.properties.project_name,data:data9};
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
const err23 = {instancePath:instancePath+"/projects/" + i0+"/project_name",schemaPath:"#/properties/projects/items/properties/project_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.projects.items.properties.project_name.type,parentSchema:schema11.properties.projects.items.properties.project_name,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8.date !== undefined){
let data10 = data8.date;
if(typeof data10 === "string"){
if(!(formats0.validate(data10))){
const err24 = {instancePath:instancePath+"/projects/" + i0+"/date",schemaPath:"#/properties/projects/items/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.projects.items.properties.date,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/projects/" + i0+"/date",schemaPath:"#/properties/projects/items/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.projects.items.properties.date.type,parentSchema:schema11.properties.projects.items.properties.date,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.type !== undefined){
let data11 = data8.type;
if(!(((data11 === "MP") || (data11 === "GP")) || (data11 === "CP"))){
const err26 = {instancePath:instancePath+"/projects/" + i0+"/type",schemaPath:"#/properties/projects/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.projects.items.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.projects.items.properties.type.enum,parentSchema:schema11.properties.projects.items.properties.type,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data11 === "string"){
if(func2(data11) > 255){
const err27 = {instancePath:instancePath+"/projects/" + i0+"/type",schemaPath:"#/properties/projects/items/properties/type/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.projects.items.properties.type,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/projects/" + i0+"/type",schemaPath:"#/properties/projects/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.projects.items.properties.type.type,parentSchema:schema11.properties.projects.items.properties.type,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"#/properties/projects/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.projects.items.type,parentSchema:schema11.properties.projects.items,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/projects",schemaPath:"#/properties/projects/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.projects.type,parentSchema:schema11.properties.projects,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "c5684cd": validate10,
};
