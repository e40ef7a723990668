// Type-check stub, Linux only (see WebKit.swift).
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Mirrors `WebKit/WKDownload` (developer.apple.com/documentation/webkit/wkdownload).
@available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
@MainActor open class WKDownload: NSObject {
    /// Mirrors `WebKit/WKDownload/delegate` (developer.apple.com/documentation/webkit/wkdownload/delegate):
    /// `weak var delegate: (any WKDownloadDelegate)? { get set }`.
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    open weak var delegate: (any WKDownloadDelegate)?
    /// Mirrors `WebKit/WKDownload/originalRequest` (developer.apple.com/documentation/webkit/wkdownload/originalrequest):
    /// `var originalRequest: URLRequest? { get }`.
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    open var originalRequest: URLRequest? { fatalError("type-check stub") }
}

/// Mirrors `WebKit/WKDownloadDelegate` (developer.apple.com/documentation/webkit/wkdownloaddelegate),
/// with the methods the adapter implements (the first is `@required` in WKDownloadDelegate.h,
/// the others are optional there and requirements here).
// availability: its page lists no introduction version (WKDownloadDelegate.h declares none).
@MainActor public protocol WKDownloadDelegate: NSObjectProtocol {
    /// Mirrors `WebKit/WKDownloadDelegate/download(_:decideDestinationUsing:suggestedFilename:completionHandler:)`
    /// (developer.apple.com/documentation/webkit/wkdownloaddelegate/download(_:decidedestinationusing:suggestedfilename:completionhandler:)):
    /// `func download(_ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String,
    /// completionHandler: @escaping @MainActor @Sendable (URL?) -> Void)`; the URL "must be a file that
    /// does not exist in a directory that does exist and can be written to" (WKDownloadDelegate.h).
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    func download(
        _ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String,
        completionHandler: @escaping @MainActor @Sendable (URL?) -> Void
    )
    /// Mirrors `WebKit/WKDownloadDelegate/downloadDidFinish(_:)` (developer.apple.com/documentation/webkit/wkdownloaddelegate/downloaddidfinish(_:)):
    /// `optional func downloadDidFinish(_ download: WKDownload)`.
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    func downloadDidFinish(_ download: WKDownload)
    /// Mirrors `WebKit/WKDownloadDelegate/download(_:didFailWithError:resumeData:)`
    /// (developer.apple.com/documentation/webkit/wkdownloaddelegate/download(_:didfailwitherror:resumedata:)):
    /// `optional func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?)`.
    @available(iOS 14.5, macCatalyst 14.5, macOS 11.3, visionOS 1.0, *)
    func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?)
}
