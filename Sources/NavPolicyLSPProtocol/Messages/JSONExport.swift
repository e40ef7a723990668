// The protocol's messages are made of JSON values (`Message.request(params: JSONValue)`), so a
// module that speaks the protocol sees `JSONValue`, `JSONObject`, `JSONParser` and the rest of
// the shared JSON target through this one import, as if they were declared here.
@_exported import NavPolicyJSON
