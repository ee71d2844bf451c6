"""A client of `paliano serve --stdio` using only Python's standard library.

Starts the engine as a child process and exchanges one JSON line per request and reply
(see docs/protocol.md). Every method of the protocol is a method of `Paliano` with the
same name, taking the request's params as keyword arguments (`shutdown()` ends the session);
an error reply raises `PalianoError` with its code, message and rule.
"""
import itertools
import json
import subprocess


class PalianoError(Exception):
    """An error reply: `code` (a RulesError code or badRequest, unknownMethod, unknownGame), `rule`."""

    def __init__(self, code, message, rule=None):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.rule = rule


class Paliano:
    """One protocol session with a `paliano serve --stdio` child process."""

    PROTOCOL = 1

    def __init__(self, command):
        self._process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self._ids = itertools.count(1)
        hello = self.call("hello")
        if hello["protocol"] != self.PROTOCOL:
            raise RuntimeError(f"this client speaks protocol {self.PROTOCOL}, the engine {hello['protocol']}")

    def call(self, method, **params):
        """Sends one request and returns its result, or raises PalianoError."""
        request_id = next(self._ids)
        self._process.stdin.write(json.dumps({"id": request_id, "method": method, "params": params}) + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError("the engine closed the connection")
        reply = json.loads(line)
        if reply.get("id") != request_id:
            raise RuntimeError(f"reply to {reply.get('id')} while waiting for {request_id}")
        if "error" in reply:
            error = reply["error"]
            raise PalianoError(error["code"], error["message"], error.get("rule"))
        return reply["result"]

    def __getattr__(self, method):
        return lambda **params: self.call(method, **params)

    def shutdown(self):
        """Ends the session: the engine exits."""
        self._process.stdin.close()
        self._process.wait(timeout=30)
