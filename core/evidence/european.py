"""German, Spanish, Portuguese and French verbs of what a call did, read as the English the claims parser reads:
"`cmd` brach mit `E` ab", "`cmd` schlug mit `E` fehl", "`cmd` falló con `E`", "`cmd` falhou com `E`", "`cmd` a échoué
avec `E`" are "`cmd` failed with `E`"; "lieferte", "devolvió", "retornou", "a renvoyé" are "returned"; "después de",
"après" are "after", and so on. Left untranslated, the quote after such a verb was a free piece, found in any
step, so a model writing in these languages could credit one call's error to another. Read on the prose with its
quotes made marks (`\\x00N\\x00`)."""
from __future__ import annotations

import re

# A verb that brackets what it failed with (German's separable verbs): "brach mit `E` ab", "ist mit `E` abgebrochen"
_AROUND_RE = re.compile(r"\b(?:(?:brach|bricht)\s+mit\s+((?:\x00\d+\x00\s*(?:,|und|oder)?\s*)+)ab|(?:schlug|schlägt)\s+"
                        r"mit\s+((?:\x00\d+\x00\s*(?:,|und|oder)?\s*)+)fehl|(?:ist|war)\s+mit\s+"
                        r"((?:\x00\d+\x00\s*(?:,|und|oder)?\s*)+)(?:abgebrochen|gescheitert|fehlgeschlagen))\b", re.I)
# "gab `E` aus" / "gab `E` zurück": printed, returned
_GAVE_RE = re.compile(r"\b(?:gab|gibt)\s+((?:\x00\d+\x00\s*(?:,|und|oder)?\s*)+)(aus|zurück)\b", re.I)
# Verbs whose object follows, as in English
_VERBS = (
    (r"scheiterte\s+mit|scheitert\s+mit|falló\s+con|falla\s+con|falhou\s+com|falha\s+com|a\s+échoué\s+avec|"
     r"échoue\s+avec", "failed with"),
    (r"endete\s+mit|terminó\s+con|acabó\s+con|terminou\s+com|s'est\s+terminé\s+(?:avec|par)", "ended with"),
    (r"lieferte|liefert|devolvió|devuelve|retornó|retornou|devolveu|a\s+renvoyé|a\s+retourné|renvoie", "returned"),
    (r"zeigte|zeigt|mostró|muestra|mostrou|mostra|a\s+affiché|affiche", "showed"),
    (r"meldete|meldet|reportó|informó|relatou|a\s+signalé", "reported"),
    (r"imprimió|imprime|imprimiu|a\s+imprimé", "printed"),
    (r"arrojó|lanzó|lançou|warf|a\s+levé", "threw"),
)
# The word that makes what follows it come after an act, the act quoted ("después de `apt-get …`, la segunda ejecución
# mostró …"; one in words, "tras reiniciar", is left: what the sentence says of it next is not read in these
# languages). Not German's "nach": its nouns are capitalised, read as names the later steps must hold ("im Bundle")
_AFTER_RE = re.compile(r"(?<![\w\x00])(?:después\s+de|luego\s+de|tras|depois\s+de|após|après)"
                       r"(?=\s+\x00)", re.I)
_VERB_RE = re.compile(r"(?<![\w\x00])(?:" + "|".join(f"({v})" for v, _ in _VERBS) + r")(?=\s+\x00)", re.I)


def european_outputs(text: str) -> str:
    """The text with each such verb read as its English form (only before a quote: a verb of output says what the
    call printed only when what it printed follows)."""
    text = _AROUND_RE.sub(lambda m: f"failed with {next(g for g in m.groups() if g).strip()} ", text)
    text = _GAVE_RE.sub(lambda m: f"{'printed' if m.group(2).casefold() == 'aus' else 'returned'} {m.group(1).strip()} ",
                        text)
    text = _AFTER_RE.sub("after", text)
    return _VERB_RE.sub(lambda m: next(_VERBS[i][1] for i, g in enumerate(m.groups()) if g), text)
