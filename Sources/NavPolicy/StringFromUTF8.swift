extension String {
    /// A string from UTF-8 bytes (ill-formed sequences repaired), written straight into the
    /// string's storage: about a third cheaper than `String(decoding:as:)` for the short
    /// hosts, paths and queries the host normalizer and `SplitURL`'s properties copy out.
    init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { storage in
            _ = storage.initialize(fromContentsOf: bytes)
            return bytes.count
        }
    }
}
