// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/json/jsonreader.h"
#include "core/rules/unitprofile.h"

#include <QJsonObject>
#include <QStringList>

namespace wm {

// A unit's profile as wmassist's files write it, the same in army lists, rosters and games
// (docs/formats.md, "A unit").
struct ProfileJson
{
    static void write(QJsonObject &o, const UnitProfile &profile);
    // Reads the profile fields of `o` and checks them with UnitProfile::validate(), naming the
    // field the first problem is in.
    static UnitProfile read(const JsonReader &r, const QJsonObject &o, const QString &path);
    // The field names write() may use, for JsonReader::onlyFields().
    static QStringList fields();
    static Traits readTraits(const JsonReader &r, const QJsonObject &o, const QString &path);
    static void writeTraits(QJsonObject &o, Traits traits);
    // "traitValues": {"order-modifier": -2}, only the values that differ from a trait's default.
    static TraitValues readTraitValues(const JsonReader &r, const QJsonObject &o, const QString &path);
    static void writeTraitValues(QJsonObject &o, const TraitValues &values);
    // "rules": the special rules a unit or upgrade carries, each with how wmassist handles it.
    // Who may join the unit or whom the character may join: "joining", written only when limited.
    static JoinLimits readJoining(const JsonReader &r, const QJsonObject &o, const QString &path);
    static void writeJoining(QJsonObject &o, const JoinLimits &limits);

    static QList<SpecialRule> readRules(const JsonReader &r, const QJsonObject &o, const QString &path);
    static void writeRules(QJsonObject &o, const QList<SpecialRule> &rules);
};

} // namespace wm
