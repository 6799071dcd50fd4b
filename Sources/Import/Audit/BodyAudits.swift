import Content
import Foundation

/// The audits of the bodies an import converts whose source is too long to be audited from the
/// converter's parse (``HTMLConverter/sharedParseLimit``; ``MigrationAudit/auditBody(_:)``), run
/// beside the import on whatever the cores have to spare: a converting thread hands each body
/// over and goes on. What a body holds is kept until its audit has run, so the reader waits
/// (``waitForRoom()``) while more than `limit` bodies wait for theirs.
final class BodyAudits: @unchecked Sendable {
    /// The outcome of one body's audit: set once by the audit, read after ``wait()``.
    final class Outcome: @unchecked Sendable {
        /// True when the audit found nothing lost; nil until it has run.
        fileprivate(set) var isLossless: Bool?

        /// The outcome of an audit that has already run (with the conversion, from its parse).
        init(isLossless: Bool? = nil) {
            self.isLossless = isLossless
        }
    }

    private let group = DispatchGroup()
    private let condition = NSCondition()
    private var pending = 0
    private let limit: Int

    init(limit: Int = 64) {
        self.limit = limit
    }

    /// Starts the audit of `body`; its outcome is known once ``wait()`` has returned.
    func audit(_ body: AuditedBody) -> Outcome {
        let outcome = Outcome()
        condition.lock()
        pending += 1
        condition.unlock()
        DispatchQueue.global(qos: .utility).async(group: group) { [self] in
            outcome.isLossless = MigrationAudit.auditBody(body).isLossless
            condition.lock()
            pending -= 1
            condition.broadcast()
            condition.unlock()
        }
        return outcome
    }

    /// Waits while more than `limit` bodies wait for their audit.
    func waitForRoom() {
        condition.lock()
        while pending > limit { condition.wait() }
        condition.unlock()
    }

    /// Waits until every audit started has run.
    func wait() {
        group.wait()
    }
}
