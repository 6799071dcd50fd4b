/// How a feed file is read. Most feeds are well-formed and go through the fastest pass; a
/// feed escalates to the next pass (re-reading from the start, skipping the items already
/// returned) when the current one meets XML it cannot read faithfully.
enum ReadingPass: Int {
    /// libxml2's streaming reader straight on the file. Left at the first XML error: recover
    /// mode drops what it does not understand (`Salt & Pepper` comes out `Salt Pepper`).
    case direct
    /// The streaming reader on the file as `XMLRepairFilter` fixes it on the way (bare `&`, HTML
    /// entities, unescaped markup in text, bytes that are not UTF-8...), each repair a warning.
    /// Left when the reader stops at an error the filter could not repair: `xmlTextReader` gives
    /// up at the first chunk with a well-formedness error, recover mode or not.
    case repaired
    /// The repaired file parsed whole by libxml2's recovering document parser, in memory, then
    /// walked: the last resort, for what is left.
    case recoveredDocument

    var next: ReadingPass? { ReadingPass(rawValue: rawValue + 1) }
}
