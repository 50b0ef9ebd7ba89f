// Generated from schemas/activities/MONTHLY_MEETING/schema.json by `npm run schemas:compile`. Do not edit.
import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';
import * as cjs1 from 'ajv-formats/dist/formats.js';
const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"Monthly Meeting","description":"The club's monthly general meeting (spec 2: forms table and submitted fields). no_of_members is not entered: it is copied from no_of_attendance (x-copy-of), on the server, whatever was sent.","type":"object","additionalProperties":false,"required":["venue"],"properties":{"venue":{"title":"Venue","minLength":1,"type":"string","maxLength":255},"date":{"title":"Date","type":"string","format":"date","description":"A calendar date, entered as YYYY-MM-DD, shown as DD/MM/YYYY."},"no_of_members":{"title":"Number of Members (copied from attendance)","x-copy-of":"no_of_attendance","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"no_of_attendance":{"title":"Number of Attendance","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"no_of_lion_ladies":{"title":"Number of Lion Ladies","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"no_of_leos":{"title":"Number of Leos","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"others":{"title":"Number of Others","type":"integer","minimum":0,"maximum":100000,"default":0,"description":"A number of people, modules or items."},"special_event":{"title":"Special Event","enum":["Installation of Club office Bearers","Honoring of Past Presidents","Honoring of Lion Ladies","Zone Chairman Visit","Region Chairman Visit","1st VDG Visit","2nd VDG Visit","Founders Month/ Honoring of MJFS","Honoring of Past District Governors","District Governors Visit","CQI Program","New Member Installation","Other Events"],"type":"string","maxLength":255},"document1":{"title":"Photo 01","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."},"document2":{"title":"Photo 02","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."},"document3":{"title":"Photo 03","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."},"document4":{"title":"Photo 04","type":"string","maxLength":255,"x-file":{"accept":"image/*","maxBytes":512000},"description":"An image slot of at most 500 KB. The data holds the file's name."},"document5":{"title":"Attendance Sheet","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"document6":{"title":"Agenda","type":"string","maxLength":255,"x-file":{"accept":"application/pdf,image/*","maxBytes":512000},"description":"A file slot: a PDF or an image of at most 500 KB (hint 'Max Size 500Kb'). The data holds the file's name."},"members":{"title":"Attended Club Members","type":"array","items":{"type":"string","format":"uuid"},"uniqueItems":true,"maxItems":500,"description":"Members, by uuid (sent as members[0], members[1], ...).","x-member":true}},"$id":"-1d423832"};
const func2 = Object.prototype.hasOwnProperty;
const func3 = interop(cjs0).default;
const formats0 = interop(cjs1).fullFormats.date;
const formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1d423832" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.venue === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "venue"},message:"must have required property '"+"venue"+"'",schema:schema11.required,parentSchema:schema11,data};
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
if(data.venue !== undefined){
let data0 = data.venue;
if(typeof data0 === "string"){
if(func3(data0) > 255){
const err2 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.venue,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.venue,data:data0};
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
const err4 = {instancePath:instancePath+"/venue",schemaPath:"#/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.venue.type,parentSchema:schema11.properties.venue,data:data0};
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
if(data.no_of_members !== undefined){
let data2 = data.no_of_members;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err7 = {instancePath:instancePath+"/no_of_members",schemaPath:"#/properties/no_of_members/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_members.type,parentSchema:schema11.properties.no_of_members,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 100000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/no_of_members",schemaPath:"#/properties/no_of_members/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_members,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/no_of_members",schemaPath:"#/properties/no_of_members/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_members,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.no_of_attendance !== undefined){
let data3 = data.no_of_attendance;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err10 = {instancePath:instancePath+"/no_of_attendance",schemaPath:"#/properties/no_of_attendance/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_attendance.type,parentSchema:schema11.properties.no_of_attendance,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 100000 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/no_of_attendance",schemaPath:"#/properties/no_of_attendance/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_attendance,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/no_of_attendance",schemaPath:"#/properties/no_of_attendance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_attendance,data:data3};
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
if(data.no_of_lion_ladies !== undefined){
let data4 = data.no_of_lion_ladies;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err13 = {instancePath:instancePath+"/no_of_lion_ladies",schemaPath:"#/properties/no_of_lion_ladies/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_lion_ladies.type,parentSchema:schema11.properties.no_of_lion_ladies,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 100000 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/no_of_lion_ladies",schemaPath:"#/properties/no_of_lion_ladies/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_lion_ladies,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/no_of_lion_ladies",schemaPath:"#/properties/no_of_lion_ladies/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_lion_ladies,data:data4};
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
if(data.no_of_leos !== undefined){
let data5 = data.no_of_leos;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err16 = {instancePath:instancePath+"/no_of_leos",schemaPath:"#/properties/no_of_leos/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.no_of_leos.type,parentSchema:schema11.properties.no_of_leos,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 100000 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/no_of_leos",schemaPath:"#/properties/no_of_leos/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.no_of_leos,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/no_of_leos",schemaPath:"#/properties/no_of_leos/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.no_of_leos,data:data5};
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
if(data.others !== undefined){
let data6 = data.others;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err19 = {instancePath:instancePath+"/others",schemaPath:"#/properties/others/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.others.type,parentSchema:schema11.properties.others,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 100000 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/others",schemaPath:"#/properties/others/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.others,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/others",schemaPath:"#/properties/others/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.others,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.special_event !== undefined){
let data7 = data.special_event;
if(!(((((((((((((data7 === "Installation of Club office Bearers") || (data7 === "Honoring of Past Presidents")) || (data7 === "Honoring of Lion Ladies")) || (data7 === "Zone Chairman Visit")) || (data7 === "Region Chairman Visit")) || (data7 === "1st VDG Visit")) || (data7 === "2nd VDG Visit")) || (data7 === "Founders Month/ Honoring of MJFS")) || (data7 === "Honoring of Past District Governors")) || (data7 === "District Governors Visit")) || (data7 === "CQI Program")) || (data7 === "New Member Installation")) || (data7 === "Other Events"))){
const err22 = {instancePath:instancePath+"/special_event",schemaPath:"#/properties/special_event/enum",keyword:"enum",params:{allowedValues: schema11.properties.special_event.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.special_event.enum,parentSchema:schema11.properties.special_event,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data7 === "string"){
if(func3(data7) > 255){
const err23 = {instancePath:instancePath+"/special_event",schemaPath:"#/properties/special_event/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.special_event,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/special_event",schemaPath:"#/properties/special_event/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.special_event.type,parentSchema:schema11.properties.special_event,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.document1 !== undefined){
let data8 = data.document1;
if(typeof data8 === "string"){
if(func3(data8) > 255){
const err25 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document1,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/document1",schemaPath:"#/properties/document1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document1.type,parentSchema:schema11.properties.document1,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.document2 !== undefined){
let data9 = data.document2;
if(typeof data9 === "string"){
if(func3(data9) > 255){
const err27 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document2,data:data9};
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
const err28 = {instancePath:instancePath+"/document2",schemaPath:"#/properties/document2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document2.type,parentSchema:schema11.properties.document2,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.document3 !== undefined){
let data10 = data.document3;
if(typeof data10 === "string"){
if(func3(data10) > 255){
const err29 = {instancePath:instancePath+"/document3",schemaPath:"#/properties/document3/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document3,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/document3",schemaPath:"#/properties/document3/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document3.type,parentSchema:schema11.properties.document3,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.document4 !== undefined){
let data11 = data.document4;
if(typeof data11 === "string"){
if(func3(data11) > 255){
const err31 = {instancePath:instancePath+"/document4",schemaPath:"#/properties/document4/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document4,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/document4",schemaPath:"#/properties/document4/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document4.type,parentSchema:schema11.properties.document4,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.document5 !== undefined){
let data12 = data.document5;
if(typeof data12 === "string"){
if(func3(data12) > 255){
const err33 = {instancePath:instancePath+"/document5",schemaPath:"#/properties/document5/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document5,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/document5",schemaPath:"#/properties/document5/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document5.type,parentSchema:schema11.properties.document5,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.document6 !== undefined){
let data13 = data.document6;
if(typeof data13 === "string"){
if(func3(data13) > 255){
const err35 = {instancePath:instancePath+"/document6",schemaPath:"#/properties/document6/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.document6,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/document6",schemaPath:"#/properties/document6/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.document6.type,parentSchema:schema11.properties.document6,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.members !== undefined){
let data14 = data.members;
if(Array.isArray(data14)){
if(data14.length > 500){
const err37 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema11.properties.members,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
if(typeof data15 === "string"){
if(!(formats2.test(data15))){
const err38 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/properties/members/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.members.items,data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/members/" + i0,schemaPath:"#/properties/members/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.members.items.type,parentSchema:schema11.properties.members.items,data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
let i1 = data14.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data14[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err40 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.members,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err41 = {instancePath:instancePath+"/members",schemaPath:"#/properties/members/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.members.type,parentSchema:schema11.properties.members,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateFns = {
  "-1d423832": validate10,
};
