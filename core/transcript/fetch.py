"""The programs that fetch a URL's content (`curl`, `wget`, PowerShell's `Invoke-WebRequest`, .NET's
`WebClient.DownloadString`): a call that ran one made a request. Read by the evidence (an API's error body a
request printed, core.evidence.api_error) and by the instructions check (fetched code piped into a shell,
core.instructions.risk) from one pattern, so the two cannot disagree on what fetches."""
from __future__ import annotations

FETCH = (r"(?:curl|wget|fetch|https?(?=\s)|xh|aria2c|iwr|irm|invoke-webrequest|invoke-restmethod|"
         r"\(?\s*new-object\s+(?:system\.)?net\.webclient\s*\)?\s*\.\s*download(?:string|data|file))")
