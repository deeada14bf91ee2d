// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/traits.h"

#include <QString>

#include <optional>

namespace wm {

// Reads what a special rule of the wm-selector lists does from its wording: "can fly" is a
// Flyer, "cannot be driven back" never rolls drive backs. Only the phrases the lists use for the
// traits wmassist knows are read; the rest of a rule goes into the unit's note.
namespace RuleText {

Traits traits(const QString &text);
// A full pace the rule gives the unit: "moves up to 20cm", "has a move of 20cm".
std::optional<int> fullPaceCm(const QString &text);
// Whether the rule gives the unit no magic items: "cannot be given magic items".
bool forbidsMagicItems(const QString &text);

} // namespace RuleText

} // namespace wm
