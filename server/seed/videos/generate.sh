#!/bin/sh
# Regenerates the demo videos kept in files/ (run once by hand; the seed only reads the results).
# Needs ffmpeg with libx264, libvpx-vp9 and drawtext, and the Noto Sans CJK font (fonts-noto-cjk).
# Each clip: 20 s, 480x270, 15 fps, a moving gradient, a Chinese title and a running clock
# (the clock makes a resumed position visible at a glance), plus a poster (JPEG): the same
# frame at 2 s without the clock, which the cards' duration badge would otherwise half cover.
set -eu
cd "$(dirname "$0")/files"
FONT="Noto Sans CJK SC"

clip() { # name ext colours title subtitle
  name=$1 ext=$2 c0=$3 c1=$4 title=$5 sub=$6
  titles="drawtext=font='$FONT':text='$title':fontcolor=white:fontsize=34:x=(w-tw)/2:y=h*0.30:shadowx=2:shadowy=2,\
drawtext=font='$FONT':text='$sub':fontcolor=white@0.9:fontsize=18:x=(w-tw)/2:y=h*0.52"
  vf="$titles,\
drawtext=font='$FONT':text='%{eif\:floor(t/60)\:d\:2}\:%{eif\:mod(floor(t)\,60)\:d\:2}':fontcolor=white:fontsize=22:x=w-tw-16:y=h-th-14:box=1:boxcolor=black@0.35:boxborderw=6"
  src="gradients=s=480x270:r=15:c0=$c0:c1=$c1:speed=0.02:seed=7:d=20"
  if [ "$ext" = mp4 ]; then
    ffmpeg -y -v error -f lavfi -i "$src" -f lavfi -i "sine=f=440:d=20" -vf "$vf" -c:v libx264 -profile:v main -pix_fmt yuv420p \
      -crf 34 -preset slow -c:a aac -b:a 24k -af "volume=0.05" -movflags +faststart "$name.mp4"
  else
    ffmpeg -y -v error -f lavfi -i "$src" -f lavfi -i "sine=f=523:d=20" -vf "$vf" -c:v libvpx-vp9 -b:v 0 -crf 45 \
      -row-mt 1 -deadline good -cpu-used 4 -c:a libopus -b:a 24k -af "volume=0.05" "$name.webm"
  fi
  ffmpeg -y -v error -f lavfi -i "$src" -vf "$titles" -ss 2 -frames:v 1 -q:v 5 "$name.jpg"
}

clip onboarding mp4 0x0569ff 0x00b4d8 '新员工入职指南' '入职手续 · 工作环境 · 常用系统'
clip safety webm 0xd35400 0xf1c40f '安全生产月度培训' '隐患排查与应急处置要点'
clip knowledge-center mp4 0x16a085 0x2ecc71 '智能知识中心使用教程' '词条 · 文档 · 视频 · 搜索'
clip rd-process webm 0x5b2c6f 0x8e44ad '研发流程介绍' '需求评审 · 开发 · 测试 · 发布'
clip customer-service mp4 0xc0392b 0xe74c3c '客户服务规范' '接待礼仪与投诉处理流程'
clip annual-review webm 0x2c3e50 0x3498db '年度工作回顾' '2025 年重点项目与成果'
