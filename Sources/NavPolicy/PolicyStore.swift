import Synchronization

/// The policy an app decides with now, replaceable while other threads decide.
///
/// Apps that load tables at run time download a new table, validate it, and swap it in while
/// their web views keep asking for decisions:
///
/// ```swift
/// let store = PolicyStore(try Policy(table: bundledTable))
/// // Any thread, any number of them:
/// let decision = store.decide(request)
/// // When an update arrives (any thread): validate first; on error the old policy stays.
/// do { try store.replace(withTable: downloadedBytes) } catch { log(error) }
/// ```
///
/// Each decision uses exactly one policy, the old or the new one, never a mix: `decide` takes
/// the current `Policy` (a reference to its immutable decoded program) under a lock held only
/// for that copy, then decides outside it. A replaced policy is freed when the last decision
/// using it returns. Validation happens before the swap and outside the lock, so a large or
/// hostile table never blocks deciding threads.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class PolicyStore: Sendable {
    private let current: Mutex<Policy>

    /// A store deciding with `policy` until it is replaced.
    public init(_ policy: Policy) {
        current = Mutex(policy)
    }

    /// The policy decisions use now.
    public var policy: Policy {
        current.withLock { $0 }
    }

    /// Decides one request with the current policy.
    public func decide(_ request: NavigationRequest) -> Decision {
        policy.decide(request)
    }

    /// Makes `policy` the one later decisions use; decisions already running finish with the
    /// old one.
    public func replace(with policy: Policy) {
        var replaced = policy
        current.withLock { swap(&$0, &replaced) }
        // `replaced` (the old policy) is released here, outside the lock.
    }

    /// Validates `bytes` as a table and, only if they load, makes it the current policy.
    /// Throws the table's `TableError` and keeps the current policy otherwise.
    @discardableResult
    public func replace(withTable bytes: [UInt8]) throws(TableError) -> Policy {
        let policy = try Policy(table: bytes)
        replace(with: policy)
        return policy
    }

    /// Binds the current policy's table to `parameters` instead (`Policy.rebound(to:)`: the
    /// table is not validated again, so the cost is the items) and, only if they bind, makes
    /// that the current policy; on error the current policy stays. For items that change while
    /// the table does not (the user switches servers). A table replaced meanwhile by another
    /// thread is replaced again by this one's rebinding of the table it read.
    @discardableResult
    public func rebind(_ parameters: [String: [String]]) throws(ParameterError) -> Policy {
        let policy = try self.policy.rebound(to: parameters)
        replace(with: policy)
        return policy
    }

    /// Validates `bytes` as a table, binds `parameters` to it (`Policy(table:parameters:)`)
    /// and, only if both succeed, makes it the current policy. Apps call it when a table
    /// update arrives or when the items change (the user switches servers); on error the
    /// current policy stays.
    @discardableResult
    public func replace(withTable bytes: [UInt8], parameters: [String: [String]]) throws(PolicyLoadError) -> Policy {
        let policy = try Policy(table: bytes, parameters: parameters)
        replace(with: policy)
        return policy
    }
}
