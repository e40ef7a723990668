import CWebKitGTK
import Foundation

/// Serves `DIR/<host>/<path>` for `http://<host>/<path>` on 127.0.0.1 only, whatever the method
/// (a form POST gets the file too). Headers come from `DIR/<host>/<path>.headers` when it
/// exists: one `Name: value` per line, `Status: N` for the status code (default 200; a
/// headers file without its file serves an empty body), `Content-Type` replacing the type
/// guessed from the extension; `{query:NAME}` in a value is the request's query parameter NAME
/// (an open redirect's `Location: {query:to}`). Every response is `Cache-Control: no-store`,
/// so scenarios sharing a process each reach the server. The web view uses it as its HTTP proxy, so requests arrive
/// with absolute URIs naming any host. Every request is reported with its method and body, so
/// a scenario can tell a POST that arrived as a POST from one rebuilt as a GET.
@MainActor
final class LoopbackSiteServer {
    let root: URL
    private(set) var port: Int = 0
    private var server: OpaquePointer?
    /// Called for every request: its method, `http://host/path?query` URL and body (nil when empty).
    var served: (_ method: String, _ url: String, _ body: String?) -> Void = { _, _, _ in }

    init(root: URL) {
        self.root = root
    }

    /// Starts listening on an ephemeral loopback port.
    func start() throws(UsageError) {
        guard let server = navpolicy_soup_server_new() else { throw UsageError(message: "cannot create the loopback server") }
        self.server = OpaquePointer(server)
        let handler: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?, OpaquePointer?, gpointer?) -> Void = {
            _, message, path, _, data in
            MainActor.assumeIsolated {
                guard let message, let data else { return }
                Unmanaged<LoopbackSiteServer>.fromOpaque(data).takeUnretainedValue().respond(
                    message, path: path.map { String(cString: $0) } ?? "/")
            }
        }
        soup_server_add_handler(
            server, nil, unsafeBitCast(handler, to: SoupServerCallback.self), Unmanaged.passUnretained(self).toOpaque(), nil)
        var error: UnsafeMutablePointer<GError>?
        // Loopback only: the scenario must never listen on a public address.
        guard soup_server_listen_local(server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            throw UsageError(message: "cannot listen on 127.0.0.1: \(reason)")
        }
        let uris = soup_server_get_uris(server)
        if let first = uris?.pointee.data {
            port = Int(g_uri_get_port(OpaquePointer(first)))
        }
        g_slist_free_full(uris, unsafeBitCast(g_uri_unref as @convention(c) (OpaquePointer?) -> Void, to: GDestroyNotify.self))
        guard port > 0 else { throw UsageError(message: "the loopback server has no port") }
    }

    private func respond(_ message: OpaquePointer, path: String) {
        let host = navpolicy_server_message_host(message).map { String(cString: $0).lowercased() } ?? ""
        let method = soup_server_message_get_method(message).map { String(cString: $0) } ?? ""
        let query = soup_server_message_get_uri(message).flatMap { g_uri_get_query($0) }.map { "?" + String(cString: $0) } ?? ""
        served(method, "http://\(host)\(path)\(query)", Self.body(of: message))
        guard let file = file(host: host, path: path) else {
            soup_server_message_set_status(message, 404, nil)
            return
        }
        let headers = Self.headers(of: file).map { ($0, Self.substituteQuery(in: $1, of: message)) }
        guard let data = FileManager.default.contents(atPath: file.path) ?? (headers.isEmpty ? nil : Data()) else {
            soup_server_message_set_status(message, 404, nil)
            return
        }
        var status: UInt32 = 200
        var type = Self.contentTypes[file.pathExtension] ?? "application/octet-stream"
        let responseHeaders = soup_server_message_get_response_headers(message)
        soup_message_headers_replace(responseHeaders, "Cache-Control", "no-store")
        for (name, value) in headers {
            switch name.lowercased() {
            case "status": status = UInt32(value) ?? status
            case "content-type": type = value
            default: soup_message_headers_replace(responseHeaders, name, value)
            }
        }
        soup_server_message_set_status(message, status, nil)
        data.withUnsafeBytes { bytes in
            soup_server_message_set_response(
                message, type, SOUP_MEMORY_COPY, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), gsize(bytes.count))
        }
    }

    /// The `Name: value` lines of the file's `.headers` file beside it, in order; none without one.
    private static func headers(of file: URL) -> [(String, String)] {
        guard let text = try? String(contentsOf: file.appendingPathExtension("headers"), encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (
                line[..<colon].trimmingCharacters(in: .whitespaces), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
    }

    /// `value` with each `{query:NAME}` replaced by the request's query parameter NAME, decoded
    /// (empty when the query lacks it).
    private static func substituteQuery(in value: String, of message: OpaquePointer) -> String {
        guard value.contains("{query:") else { return value }
        let query = soup_server_message_get_uri(message).flatMap { g_uri_get_query($0) }.map { String(cString: $0) } ?? ""
        var parameters: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).replacingOccurrences(of: "+", with: " ") }
            parameters[parts[0].removingPercentEncoding ?? parts[0]] = parts.count > 1 ? parts[1].removingPercentEncoding ?? parts[1] : ""
        }
        // Built left to right, so a substituted value is never read as a placeholder.
        var result = ""
        var rest = Substring(value)
        while let start = rest.range(of: "{query:"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            result += rest[..<start.lowerBound] + (parameters[String(rest[start.upperBound..<end])] ?? "")
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// The request body as text (libsoup has read it whole before the handler runs).
    private static func body(of message: OpaquePointer) -> String? {
        guard let body = soup_server_message_get_request_body(message)?.pointee, let data = body.data, body.length > 0 else { return nil }
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(body.length))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file for a request; nil for a host or path that would leave the site folder.
    private func file(host: String, path: String) -> URL? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !host.isEmpty, !host.contains("/"), host != "..", !segments.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        var file = root.appendingPathComponent(host)
        for segment in segments { file.appendPathComponent(segment.removingPercentEncoding ?? segment) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
            file.appendPathComponent("index.html")
        }
        return file
    }

    private static let contentTypes = [
        "html": "text/html; charset=utf-8", "js": "text/javascript", "css": "text/css",
        "txt": "text/plain", "json": "application/json", "png": "image/png", "pdf": "application/pdf",
        "csv": "text/csv", "zip": "application/zip",
    ]
}
