// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostercheckpanel.h"

#include "core/roster/rostercheck.h"
#include "ui/roster/rostertext.h"

#include <QLabel>
#include <QListWidget>
#include <QStyle>

namespace wm {

RosterCheckPanel::RosterCheckPanel(Widgets widgets, QObject *parent)
    : QObject(parent)
    , m_w(widgets)
{
    QFont big = m_w.points->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_w.points->setFont(big);

    connect(m_w.warnings, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { Q_EMIT warningChosen(m_w.warnings->row(item)); });
    connect(m_w.warnings, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT warningChosen(m_w.warnings->row(item)); });
}

void RosterCheckPanel::show(const RosterReport &report)
{
    m_w.points->setText(RosterText::points(report));
    QPalette palette = m_w.points->palette();
    palette.setColor(QPalette::WindowText, report.hasWarning(RosterWarningKind::PointsOverLimit)
                                               ? QColor(Qt::darkRed)
                                               : m_w.points->window()->palette().color(QPalette::WindowText));
    m_w.points->setPalette(palette);
    m_w.breakPoint->setText(RosterText::breakPoint(report));

    QListWidget *warnings = m_w.warnings;
    warnings->clear();
    const QIcon icon = warnings->style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const RosterWarning &w : report.warnings) {
        auto *item = new QListWidgetItem(icon, w.message, warnings);
        item->setToolTip(w.message);
    }
    warnings->setVisible(!report.warnings.isEmpty());
    m_w.noWarnings->setVisible(report.warnings.isEmpty());
}

} // namespace wm
