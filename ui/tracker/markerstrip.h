// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QRect>
#include <QString>
#include <QWidget>

namespace wm {

// One of the markers players used to put beside a unit as a coloured die: always a word, never a
// colour alone ("CONFUSED", "Charged", "Defended"), its colour a second clue.
struct Marker
{
    QString name; // what it is, for tests and screen readers: "confused", "position"
    QString text;
    QString toolTip;
    QColor background;

    bool operator==(const Marker &) const = default;
};

// A unit's markers in one line of small rounded badges, drawn rather than made of labels so that a
// card's markers cost one widget. When they do not all fit, the last badge says how many more there
// are and its tooltip lists them: a card keeps the same height whatever it carries.
class MarkerStrip : public QWidget
{
    Q_OBJECT

public:
    explicit MarkerStrip(QWidget *parent = nullptr);

    void setMarkers(const QList<Marker> &markers);
    const QList<Marker> &markers() const { return m_markers; }
    // How many markers have a badge, one cut short included, the "more" badge not: for tests.
    int shownCount() const { return m_shown; }
    // The badges' texts as laid out, "+N" last where some did not fit: for tests.
    QStringList badgeTexts() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Badge
    {
        QRect rect;
        QString text;
        QString toolTip;
        QColor background;
    };
    void layOut();
    QFont badgeFont() const;
    int badgeWidth(const QString &text) const;
    int badgeHeight() const;

    QList<Marker> m_markers;
    QList<Badge> m_badges;
    int m_shown = 0;
};

} // namespace wm
