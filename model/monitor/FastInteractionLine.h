#pragma once

#include "domain/Interaction.h"

#include <QByteArrayView>
#include <optional>

namespace goldset::monitor {

class IdkPatterns;
class UserIdHasher;

// The fast path of parseInteractionLine: one pass over a line of the plain interaction log,
// strict JSON (UTF-8 checked, numbers and escapes as the JSON grammar says), no document
// built. It gives the same interaction as the general parser for every line it accepts, and
// nullopt for anything else (malformed, a duplicate field, an exponent, a lone surrogate...):
// then the general parser reads the line again and names the error. The general parser
// (nlohmann::json's document, the sources re-serialised) was three quarters of the import.
std::optional<InteractionInput> parseInteractionLineFast(QByteArrayView line, UserIdHasher& users,
                                                         const IdkPatterns& idk);

} // namespace goldset::monitor
