// SPDX-License-Identifier: GPL-3.0-or-later
#include "armour.h"

namespace wm {

std::optional<Armour> Armour::parse(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty() || t == QLatin1String("-") || t == QStringLiteral("\u2013") || t == QLatin1String("0"))
        return Armour::none();
    QString digits = t;
    if (digits.endsWith(QLatin1Char('+')))
        digits.chop(1);
    bool ok = false;
    const int score = digits.toInt(&ok);
    if (!ok)
        return std::nullopt;
    return Armour::saveOn(score);
}

Armour Armour::worsened(int steps) const
{
    if (!m_saveOn)
        return {};
    const int score = *m_saveOn + steps;
    return score > 6 ? Armour::none() : Armour::saveOn(score);
}

QString Armour::toString() const
{
    return m_saveOn ? tr("%1+").arg(*m_saveOn) : tr("none");
}

} // namespace wm
