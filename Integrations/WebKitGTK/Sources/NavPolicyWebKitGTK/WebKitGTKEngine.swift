import CWebKitGTK
import NavPolicyWebKit

/// `WebKitGTKNavigationAdapter`'s engine: routes carried out on a WebKitGTK view with the
/// navigation's own `WebKitURIRequest` (method, headers and body kept by
/// `webkit_web_view_load_request`), and the adapter's hooks.
@MainActor
struct WebKitGTKEngine: NavigationEngine {
    unowned let adapter: WebKitGTKNavigationAdapter

    func load(_ request: OpaquePointer, in view: WebViewPointer) {
        webkit_web_view_load_request(view, request)
    }

    func startDownload(_ request: OpaquePointer, from view: WebViewPointer) {
        // WebKitGTK downloads a URI, not a request (a `window.open` download is a GET anyway);
        // the session's `download-started` hands the download to `adapter.downloads`.
        _ = webkit_web_view_download_uri(view, Self.uri(of: request))
    }

    func openExternally(_ request: OpaquePointer, from view: WebViewPointer) {
        adapter.openExternally(view, Self.uri(of: request))
    }

    func presentInApp(_ request: OpaquePointer, from view: WebViewPointer) -> Bool {
        adapter.presentInApp(view, Self.uri(of: request))
    }

    func notify(_ tag: String, about request: OpaquePointer, from view: WebViewPointer) {
        adapter.notify(view, tag, Self.uri(of: request))
    }

    /// The URI of a `WebKitURIRequest`.
    static func uri(of request: OpaquePointer) -> String {
        webkit_uri_request_get_uri(request).map { String(cString: $0) } ?? ""
    }
}
