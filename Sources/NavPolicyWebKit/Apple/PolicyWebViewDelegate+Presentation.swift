#if canImport(WebKit) && (os(iOS) || os(macOS) || os(visionOS) || NAVPOLICY_APPLE_STUBS)
import Foundation
import WebKit
#if canImport(UIKit)
import UIKit
#endif
#if canImport(SafariServices) && canImport(UIKit)
import SafariServices
#endif
#if canImport(AppKit) && !canImport(UIKit)
import AppKit
#endif

// The default presentations: the in-app browser and pop-ups.
extension PolicyWebViewDelegate {
    /// Shows `url` with `presentInApp`, or in `SFSafariViewController` from the top of the
    /// presentation chain; false when neither can (then the engine opens it externally).
    func showInAppBrowser(_ url: URL) -> Bool {
        if let presentInApp {
            presentInApp(url)
            return true
        }
        #if canImport(SafariServices) && canImport(UIKit)
        guard let presenter = topPresenter() else { return false }
        presenter.present(SFSafariViewController(url: url), animated: true)
        return true
        #else
        return false
        #endif
    }

    #if canImport(UIKit)
    /// The controller a new presentation must come from: `presentingViewController`, or what
    /// it already presents, up the chain (UIKit ignores `present` on a controller that is
    /// presenting); nil when it is off screen or a transition is under way.
    private func topPresenter() -> UIViewController? {
        guard var top = presentingViewController, top.viewIfLoaded?.window != nil else { return nil }
        while let next = top.presentedViewController, !next.isBeingDismissed {
            top = next
        }
        return top.isBeingPresented || top.isBeingDismissed ? nil : top
    }
    #endif

    /// The default pop-up presentation, the Google Pay guide's layout: the pop-up covers the
    /// view that opened it and resizes with it, and a close control in its top-trailing corner
    /// (inside the safe area) releases it like `window.close()`.
    func coverOpener(_ popup: WKWebView, _ opener: WKWebView) {
        popup.frame = opener.bounds
        #if canImport(UIKit)
        popup.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        opener.addSubview(popup)
        let close = UIButton(
            type: .close,
            primaryAction: UIAction { [weak self, weak popup] _ in
                guard let self, let popup else { return }
                self.closePopup(popup)
            })
        let side: CGFloat = 30
        let margin: CGFloat = 8
        close.frame = CGRect(x: opener.bounds.width - side - margin, y: opener.safeAreaInsets.top + margin, width: side, height: side)
        close.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        popup.addSubview(close)
        #elseif canImport(AppKit)
        popup.autoresizingMask = [.width, .height]
        opener.addSubview(popup)
        let close = NSButton(title: "Close", target: self, action: #selector(closeControlPressed(_:)))
        close.translatesAutoresizingMaskIntoConstraints = false
        popup.addSubview(close)
        NSLayoutConstraint.activate([
            close.topAnchor.constraint(equalTo: popup.topAnchor, constant: 8),
            close.trailingAnchor.constraint(equalTo: popup.trailingAnchor, constant: -8),
        ])
        #endif
    }

    #if canImport(AppKit) && !canImport(UIKit)
    /// The default close control's action (AppKit buttons call a target, not a closure).
    @objc private func closeControlPressed(_ sender: NSButton) {
        guard let popup = sender.superview as? WKWebView else { return }
        closePopup(popup)
    }
    #endif
}
#endif
