#if canImport(WebKit) && (os(iOS) || os(macOS) || os(visionOS) || NAVPOLICY_APPLE_STUBS)
import Foundation
import NavPolicy
import WebKit
#if NAVPOLICY_APPLE_STUBS
import NavPolicyWebKit
#endif

@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension WebPage {
    /// A page whose navigations `policyDecider` decides, attached to it: the page's URL is the
    /// current URL of every request, and in-place loads go to the page.
    public convenience init(configuration: WebPage.Configuration = WebPage.Configuration(), policyDecider: PolicyNavigationDecider) {
        self.init(configuration: configuration, navigationDecider: policyDecider)
        policyDecider.page = self
    }
}
#endif
