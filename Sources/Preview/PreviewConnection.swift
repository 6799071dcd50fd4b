import FlyingSocks

/// One client's connection: its requests, read within `RequestLimits` and answered in turn
/// by the handler when they name one of the `LoopbackHosts`, until the client or a refusal
/// closes it.
struct PreviewConnection {
    let socket: AsyncSocket
    let handler: PreviewHandler
    let hosts: LoopbackHosts

    func serve() async {
        var reader = RequestHeadReader(socket: socket)
        let writer = ResponseWriter(socket: socket)
        do {
            while let head = try await reader.next() {
                try head.check(hosts)
                let closing = !head.keepsAlive || head.hasBody
                try await writer.send(await answer(head), closing: closing, withBody: head.method != "HEAD")
                if closing { return await writer.close() }
            }
        } catch let refusal as RequestRefusal {
            try? await writer.send(refusal.response, closing: true)
            return await writer.close()
        } catch {
            // The client went away, or the server stops: there is no one to answer.
        }
        try? socket.close()
    }

    private func answer(_ request: RequestHead) async -> PreviewResponse {
        do {
            return try await handler.response(to: request)
        } catch {
            return PreviewResponse(500, "Internal Server Error")
        }
    }
}
