extension ArraySlice<UInt8> {
    /// The first occurrence of the lowercase ASCII `needle` at or after `start`, ignoring case.
    func firstIndex(ofLowercase needle: StaticString, from start: Int) -> Int? {
        var index = start
        defer { WorkMeter.record(index - start) }
        while index + needle.utf8CodeUnitCount <= endIndex {
            if hasLowercase(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// True when the lowercase ASCII `needle` is at `index`, ignoring case.
    func hasLowercase(_ needle: StaticString, at index: Int) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard index >= startIndex, index + count <= endIndex else { return false }
        return needle.withUTF8Buffer { needle in
            needle.indices.allSatisfy { offset in
                let byte = self[index + offset]
                return (byte.isASCIILetter ? byte | 0x20 : byte) == needle[offset]
            }
        }
    }
}
