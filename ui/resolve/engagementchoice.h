// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/engagements.h"

#include <QComboBox>

#include <optional>

namespace wm {

class Battle;

// The engagements of the Combat phase to fight, as core finds them, the next to fight first; each
// named after its units ("Knights, Halberdiers against Orc Boyz"), the round to fight next and those
// fought this phase said so. Choosing one says which.
class EngagementChoice : public QComboBox
{
    Q_OBJECT

public:
    explicit EngagementChoice(QWidget *parent = nullptr);

    // Lists the battle's engagements and shows `shown`; the first side named is `active`.
    void setEngagements(const Battle &battle, const QList<Engagement> &engagements,
                        const std::optional<Engagement> &shown);
    std::optional<Engagement> engagement() const;

Q_SIGNALS:
    // The player chose another engagement.
    void engagementChosen(const Engagement &engagement);

private:
    QString label(const Battle &battle, const Engagement &engagement) const;

    QList<Engagement> m_engagements;
};

} // namespace wm
