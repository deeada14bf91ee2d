// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/jsonreader.h"
#include "core/rules/spell.h"

#include <QJsonArray>
#include <QJsonObject>

namespace wm {

// An army's spells as wmassist's files write them, the same in army lists and rosters
// (docs/formats.md, "A spell").
struct SpellJson
{
    static QJsonObject write(const Spell &spell);
    // Reads one spell and checks it with Spell::validate(), naming the field the first problem is in.
    static Spell read(const JsonReader &r, const QJsonObject &o, const QString &path);

    // "spells": the list of an army's spells; absent when there are none.
    static void writeList(QJsonObject &o, const QList<Spell> &spells);
    static QList<Spell> readList(const JsonReader &r, const QJsonObject &o, const QString &path);
};

} // namespace wm
